import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '#openapi/demo/calendar.ts';
import { monthOf } from '../month-days.ts';
import { MonthGrid } from './month-grid.tsx';
import { MonthHeader } from './month-header.tsx';

const drive = {
  id: 7,
  title: 'Campus drive',
  start: new Date(2026, 11, 1, 9).toISOString(),
  end: new Date(2026, 11, 2, 17).toISOString(),
} as CalendarEvent;

function Month() {
  const [month, setMonth] = useState(monthOf(new Date(2026, 10, 15)));
  return (
    <>
      <MonthHeader month={month} onChange={setMonth} />
      <MonthGrid
        month={month}
        events={[drive]}
        eventButton={(event) => (
          <button key={event.id} type="button">
            {event.title}
          </button>
        )}
      />
    </>
  );
}

describe('the month view (demo calendar, drawn without antd)', () => {
  it('shows six weeks under the weekdays, each event on its days, and moves by months', async () => {
    render(<Month />);
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(within(table).getAllByRole('cell')).toHaveLength(42);
    // 1 and 2 December close November's view.
    expect(within(table).getAllByRole('button', { name: 'Campus drive' })).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    expect(
      within(screen.getByRole('table')).getAllByRole('button', { name: 'Campus drive' }),
    ).toHaveLength(2);
  });
});
