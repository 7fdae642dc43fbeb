import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOut, state } from '../../../shared/session/session-store.ts';
import { setQuickPanel } from '../../../shared/ui/ui-state.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { type StubBackendFixture, startStubBackend } from '../../../test/stub-backend.ts';
import { captureToasts, type ShownToast } from '../../../test/toasts.ts';
import { recruiterShortcuts } from '../testing.ts';
import { QuickPanel } from './quick-panel.tsx';
import { QuickPanelToggle } from './quick-panel-toggle.tsx';

let toasts: ShownToast[];
let backend: StubBackendFixture;
let shell: ReturnType<typeof renderWithApp>;

function renderShell(at = '/myjobs?status=open') {
  shell = renderWithApp(
    <>
      <QuickPanelToggle />
      <QuickPanel shortcuts={recruiterShortcuts} />
    </>,
    { at },
  );
  return shell;
}

const currentPage = () => {
  const { pathname, search } = shell.router.state.location;
  return `${pathname}${search}`;
};

beforeEach(async () => {
  toasts = captureToasts();
  backend = startStubBackend();
  await backend.signInAs('recruiter@example.com');
  document.title = 'My jobs · CampusRecruit';
});

afterEach(() => {
  signOut();
});

describe('the quick panel toggle', () => {
  it('opens the panel and closes it again', async () => {
    renderShell();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Quick panel' });
    await user.click(toggle);
    expect(state.ui.quickPanel).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Quick panel' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(state.ui.quickPanel).toBe(false);
  });
});

describe('the shortcut search (seed §2)', () => {
  beforeEach(() => {
    setQuickPanel(true);
  });

  it('says "No results.." when nothing matches', async () => {
    renderShell();
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Search for an app or page'), 'qwxz');
    expect(screen.getByText('No results..')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('lists only the pages of the Recruiter’s own route set', () => {
    renderShell();
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(['Home', 'Dashboard', 'My jobs', 'Post a job', 'Results', 'My profile']);
  });

  it('opens the picked page and closes the panel on a click', async () => {
    renderShell();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Search shortcuts' }), 'dash');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Dashboard']);
    await user.click(options[0] as HTMLElement);
    expect(currentPage()).toBe('/dashboard');
    expect(state.ui.quickPanel).toBe(false);
  });

  it('is operable from the keyboard: arrows move the highlight, Enter opens it', async () => {
    renderShell();
    const user = userEvent.setup();
    const search = screen.getByRole('combobox', { name: 'Search shortcuts' });
    await user.type(search, 'job');
    const highlighted = () =>
      document.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(highlighted()).toBe('My jobs');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Post a job');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('My jobs');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(currentPage()).toBe('/postjob');
    expect(state.ui.quickPanel).toBe(false);
  });
});

describe('add bookmark (D16)', () => {
  beforeEach(() => {
    setQuickPanel(true);
  });

  it('posts the page title and path, then confirms with a toast', async () => {
    renderShell('/myjobs?status=open');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add bookmark' }));
    await waitFor(() => expect(toasts).toEqual([{ variant: 'success', text: 'Bookmark added' }]));
    const page = { title: 'My jobs · CampusRecruit', url: '/myjobs?status=open' };
    expect(backend.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/bookmark/v1/createBookmark', body: page },
    ]);
    expect(await backend.qa.bookmarks()).toEqual([
      expect.objectContaining({ email: 'recruiter@example.com', ...page }),
    ]);
  });

  it('shows the refusal as an error toast, in the UI’s words for its code', async () => {
    // The stub refuses a bookmark whose address is longer than the contract's 2048 characters.
    renderShell(`/jobs?search=${'a'.repeat(2048)}`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add bookmark' }));
    // INVALID_INPUT is a code the SPA knows: its words, not the server's (issue 12, item 6).
    await waitFor(() =>
      expect(toasts).toEqual([{ variant: 'error', text: 'The request is invalid' }]),
    );
    expect(await backend.qa.bookmarks()).toEqual([]);
  });
});

describe('add note (D16)', () => {
  async function openNoteDialog() {
    act(() => setQuickPanel(true));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a note' });
    return { user, dialog: within(dialog) };
  }

  it('opens as the dialog of the store, in place of the panel', async () => {
    renderShell();
    await openNoteDialog();
    expect(state.ui.dialog).toBe('addNote');
    expect(state.ui.quickPanel).toBe(false);
  });

  it('asks for the title and the content when they are empty', async () => {
    renderShell();
    const { user, dialog } = await openNoteDialog();
    await user.click(dialog.getByRole('button', { name: 'Save note' }));
    expect(dialog.getByText('You must enter a title')).toBeTruthy();
    expect(dialog.getByText('You must enter the content')).toBeTruthy();
    expect(backend.calls).toEqual([]);
  });

  it('posts the title and content, confirms with a toast and closes', async () => {
    renderShell();
    const { user, dialog } = await openNoteDialog();
    await user.type(dialog.getByLabelText('Title'), '  Call Anna University  ');
    await user.type(dialog.getByLabelText('Content'), 'Ask about the\nplacement week');
    await user.click(dialog.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(toasts).toEqual([{ variant: 'success', text: 'Note added' }]));
    const note = { title: 'Call Anna University', content: 'Ask about the\nplacement week' };
    expect(backend.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/notes/v1/createNotes', body: note },
    ]);
    expect(await backend.qa.notes()).toEqual([
      expect.objectContaining({ email: 'recruiter@example.com', ...note }),
    ]);
    expect(state.ui.dialog).toBeNull();
  });

  it('stays open with what was typed when the server fails', async () => {
    // The stub has no failure of its own to give here: a broken server's 500 stands in.
    backend.failNext({
      status: 500,
      body: { status: false, message: 'Notes are read-only today' },
    });
    renderShell();
    const { user, dialog } = await openNoteDialog();
    await user.type(dialog.getByLabelText('Title'), 'Shortlist');
    await user.type(dialog.getByLabelText('Content'), 'Top ten');
    await user.click(dialog.getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ variant: 'error', text: 'Notes are read-only today' }]),
    );
    expect(state.ui.dialog).toBe('addNote');
    expect((dialog.getByLabelText('Title') as HTMLInputElement).value).toBe('Shortlist');
    expect((dialog.getByLabelText('Content') as HTMLTextAreaElement).value).toBe('Top ten');
  });
});
