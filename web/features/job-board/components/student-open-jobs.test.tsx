import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('applies a place picked from the list, a type, a pay and a sort at once, and a typed place on Search', async () => {
    const { backend, router } = await openBoardAs('student2@example.com');
    await screen.findByRole('heading', { name: 'Customer Success Associate' });
    const user = userEvent.setup();
    const lastQuery = () => listCalls(backend).at(-1)?.query;
    // The field offers the places of the list (a datalist): the phone's own suggestions.
    const place = () => screen.getByLabelText('Location');
    const list = document.getElementById(place().getAttribute('list') ?? '');
    const places = [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
    expect(places).toContain('Coimbatore');
    // Typed, even whole, a place waits for Search: the reader may go on typing.
    await user.type(place(), 'Coimbatore');
    expect(listCalls(backend)).toHaveLength(1);
    await user.clear(place());
    // Picked from the list: the browser's input event names no typing (Firefox: a replacement).
    fireEvent.input(place(), {
      target: { value: 'Coimbatore' },
      inputType: 'insertReplacementText',
    });
    await waitFor(() => expect(lastQuery()).toEqual({ location: 'Coimbatore' }));
    expect(router.state.location.search).toBe('?location=Coimbatore');
    await user.clear(place());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'Full time');
    await waitFor(() => expect(lastQuery()).toEqual({ jobType: 'fullTime' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pay' }), '₹8 LPA or more');
    await waitFor(() => expect(lastQuery()).toEqual({ jobType: 'fullTime', minCtc: '8' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest CTC');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ jobType: 'fullTime', minCtc: '8', sort: 'ctc' }),
    );
    await user.type(place(), 'Coim');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ location: 'Coim' }));
    // Back to the default sort: the URL and the query name none.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Closing soonest');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ jobType: 'fullTime', minCtc: '8', location: 'Coim' }),
    );
    expect(router.state.location.search).toBe('?jobType=fullTime&minCtc=8&location=Coim');
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
