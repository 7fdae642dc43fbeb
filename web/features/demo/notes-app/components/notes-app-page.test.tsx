import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { seedNoteLabels, seedNotes } from '../../../../../server/demo/notes-app/notes-app-seed.ts';
import { getDemoNoteLabelsQueryOptions } from '../api/get-demo-note-labels.ts';
import { getDemoNotesQueryOptions } from '../api/get-demo-notes.ts';
import { NotesAppPage } from './notes-app-page.tsx';

/** The page over the demo stub's notes and labels, as its queries hold them once they came. */
function renderNotes() {
  const client = new QueryClient();
  client.setQueryData(getDemoNotesQueryOptions().queryKey, { body: seedNotes(0) } as never);
  client.setQueryData(getDemoNoteLabelsQueryOptions().queryKey, {
    body: seedNoteLabels(),
  } as never);
  const router = createMemoryRouter([{ path: '*', element: <NotesAppPage /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const titles = () =>
  screen
    .queryAllByRole('button')
    .flatMap((button) => (button.classList.contains('note-title') ? [button.textContent] : []));

describe('/apps/notes (D18)', () => {
  it("shows the notes, one label's notes or the archived ones, as the native select says", async () => {
    renderNotes();
    await screen.findByRole('button', { name: 'Panel feedback: Karthik S.' });
    expect(titles()).toHaveLength(6);
    expect(titles()).not.toContain("Last year's campus list");
    const view = screen.getByRole('combobox', { name: 'Show' });
    const user = userEvent.setup();

    await user.selectOptions(view, 'Ideas');
    expect(titles()).toEqual(['Ideas for the pre-placement talk']);

    await user.selectOptions(view, 'Archived');
    expect(titles()).toEqual(["Last year's campus list"]);

    await user.selectOptions(view, 'Notes');
    expect(titles()).toHaveLength(6);
  });

  it('says so when no note is in the view', async () => {
    renderNotes();
    await screen.findByRole('button', { name: 'Panel feedback: Karthik S.' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search notes' }), 'zzz');
    expect(titles()).toEqual([]);
    expect(screen.getByText('No notes here.')).toBeTruthy();
  });
});
