import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signOut } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { RecruiterDashboard } from './recruiter-dashboard.tsx';
import { StudentDashboard } from './student-dashboard.tsx';

afterEach(() => {
  signOut();
});

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('/dashboard (issue 28, D30)', () => {
  it("shows a student's applications by stage as a table, their interviews and offers", async () => {
    const backend = startStubBackend();
    await backend.signInAs('student@example.com');
    renderWithApp(<StudentDashboard />, { at: '/dashboard' });
    const table = await screen.findByRole('table', { name: 'My applications by stage' });
    // The seed gives student@ three applications: shortlisted, at interview and rejected.
    expect(cellsOf(table)).toEqual([
      ['Stage', 'Applications'],
      ['Shortlisted', '1'],
      ['Interview', '1'],
      ['Rejected', '1'],
    ]);
    expect(screen.getByText('3 applications, 2 still in progress.')).toBeTruthy();
    expect(screen.getByText("You have not taken a job's test yet.")).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Open offers' }).textContent).toContain(
      'No offers waiting for your answer.',
    );
  });

  it("asks for the recruiter's filter from the URL and says what failed, with Retry", async () => {
    const backend = startStubBackend();
    await backend.signInAs('recruiter@example.com');
    backend.failNext({ network: 'down' });
    renderWithApp(<RecruiterDashboard />, { at: '/dashboard?scope=company' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("The dashboard's figures could not be loaded.");
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: 'Stage funnel' });
    expect(backend.callsTo('/dashboard/v1/recruiter').at(-1)?.query).toEqual({ scope: 'company' });
    expect((screen.getByRole('combobox', { name: 'Jobs' }) as HTMLSelectElement).value).toBe(
      'company',
    );
  });
});
