import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signOut } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { StudentJobBoard } from './student-job-board.tsx';

afterEach(() => {
  signOut();
});

async function openBoardAs(email: string, at = '/jobs') {
  const backend = startStubBackend();
  await backend.signInAs(email);
  const view = renderWithApp(<StudentJobBoard />, { at });
  return { ...view, backend };
}

const listCalls = (backend: Awaited<ReturnType<typeof openBoardAs>>['backend']) =>
  backend.callsTo('/jobs/v1/listStudentJobs');

describe("the student's open jobs (D14, D20)", () => {
  it("sends the URL's search, location, type and sort as the studentJobs query", async () => {
    const { backend } = await openBoardAs(
      'student2@example.com',
      '/jobs?q=support&location=Coimbatore&jobType=fullTime&sort=ctc&page=1',
    );
    expect(
      await screen.findByRole('heading', { name: 'Technical Support Associate' }),
    ).toBeTruthy();
    expect(listCalls(backend).map((call) => call.query)).toEqual([
      { q: 'support', location: 'Coimbatore', jobType: 'fullTime', sort: 'ctc' },
    ]);
    expect(screen.getByText('1 open job for you')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Customer Success Associate' })).toBeNull();
  });

  it('asks the server for the jobs that pay at least the CTC in the URL, and only for a step it offers', async () => {
    const { backend } = await openBoardAs('student2@example.com', '/jobs?minCtc=8');
    await waitFor(() => expect(listCalls(backend)[0]?.query).toEqual({ minCtc: '8' }));
    expect(screen.getByText('₹8 LPA or more')).toBeTruthy();
  });

  it('searches what the student typed when they press Search, and keeps it in the URL', async () => {
    const { backend, router } = await openBoardAs('student2@example.com');
    await screen.findByRole('heading', { name: 'Customer Success Associate' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'CRM');
    expect(listCalls(backend)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listCalls(backend).at(-1)?.query).toEqual({ q: 'CRM' }));
    expect(router.state.location.search).toBe('?q=CRM');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Technical Support Associate' })).toBeNull(),
    );
    expect(screen.getByRole('heading', { name: 'Customer Success Associate' })).toBeTruthy();
  });

  it('says how many jobs the student is not eligible for, and why, in words', async () => {
    const { backend } = await openBoardAs('student@example.com');
    const toggle = await screen.findByRole('button', { name: '1 job you are not eligible for' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(toggle);
    expect(
      await screen.findByRole('heading', {
        name: 'Software Development Intern at Nilgiri Software Labs',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Not open to your graduation year')).toBeTruthy();
    expect(listCalls(backend).at(-1)?.query).toEqual({ eligibility: 'notEligible' });
  });

  it("shows a refusal in words when the server lists no jobs for the user's role", async () => {
    await openBoardAs('recruiter@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is not available to your role.',
    );
  });
});
