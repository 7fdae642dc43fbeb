import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureBlock } from './figure-block.tsx';
import type { FigureData } from './figure-types.ts';

const data: FigureData = {
  kind: 'bar',
  categoryLabel: 'Stage',
  series: [
    { key: 'count', label: 'Applications', unit: 'count' },
    { key: 'share', label: 'Share', unit: 'percent' },
    { key: 'days', label: 'Median days', unit: 'days' },
  ],
  rows: [
    { label: 'Applied', values: { count: 1234, share: 33.33, days: 1 } },
    { label: 'Offered', values: { count: 2, share: 66.7, days: null } },
  ],
};

describe('a figure block (D30)', () => {
  it('shows the title, the sentence and the figures as a table before the chart code arrives', () => {
    render(<FigureBlock title="Stages" summary="Two stages." data={data} empty="None." />);
    const block = screen.getByRole('region', { name: 'Stages' });
    expect(within(block).getByText('Two stages.')).toBeTruthy();
    const table = within(block).getByRole('table', { name: 'Stages' });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Stage', 'Applications', 'Share', 'Median days'],
      ['Applied', '1,234', '33.3%', '1 day'],
      ['Offered', '2', '66.7%', '–'],
    ]);
    // The legend is a picture of the table's head: hidden from screen readers.
    expect(block.querySelector('.figure-legend')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('says the filter is empty instead of drawing an empty chart', () => {
    render(<FigureBlock title="Stages" summary="x" data={{ ...data, rows: [] }} empty="None." />);
    const block = screen.getByRole('region', { name: 'Stages' });
    expect(within(block).getByText('None.')).toBeTruthy();
    expect(within(block).queryByRole('table')).toBeNull();
  });
});
