import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut, state } from '../../../shared/session/session-store.ts';
import { connectToasts } from '../../../shared/ui/toast.ts';
import { setQuickPanel } from '../../../shared/ui/ui-state.ts';
import { tokenExpiringAt } from '../../../test/jwt.ts';
import { recruiterUser } from '../../../test/session-user.ts';
import { recruiterShortcuts } from '../testing.ts';
import { QuickPanel } from './quick-panel.tsx';
import { QuickPanelToggle } from './quick-panel-toggle.tsx';

type Toast = { variant: string; text: string };
let toasts: Toast[] = [];
let fetchMock: ReturnType<typeof vi.fn>;

function answerWith(status: number, body: unknown) {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status }));
}

const sent = (index = 0) => {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url, body: JSON.parse(String((init as RequestInit).body)) };
};

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current page">{`${pathname}${search}`}</output>;
}

function renderShell(at = '/myjobs?status=open') {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <QuickPanelToggle />
        <QuickPanel shortcuts={recruiterShortcuts} />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const currentPage = () => screen.getByLabelText('Current page').textContent;

beforeEach(() => {
  toasts = [];
  connectToasts(
    Object.fromEntries(
      ['success', 'error', 'info', 'warning'].map((variant) => [
        variant,
        ({ title }: { title: string }) => toasts.push({ variant, text: String(title) }),
      ]),
    ) as never,
  );
  signIn({
    token: tokenExpiringAt(Math.floor(Date.now() / 1000) + 3600),
    user: recruiterUser,
    activeTestDetails: null,
  });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  document.title = 'My jobs · CampusRecruit';
});

afterEach(() => {
  vi.unstubAllGlobals();
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
    expect(names).toEqual([
      'Home',
      'Dashboard',
      'My jobs',
      'Jobs',
      'Post a job',
      'Results',
      'My profile',
    ]);
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
    await user.type(search, 'jobs');
    const highlighted = () =>
      document.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(highlighted()).toBe('My jobs');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Jobs');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('My jobs');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(currentPage()).toBe('/jobs');
    expect(state.ui.quickPanel).toBe(false);
  });
});

describe('add bookmark (D16)', () => {
  beforeEach(() => {
    setQuickPanel(true);
  });

  it('posts the page title and path, then confirms with a toast', async () => {
    answerWith(200, {
      status: true,
      message: 'Bookmark created',
      body: { id: 1, title: 'x', url: 'x', createdAt: '2025-01-01T00:00:00.000Z' },
    });
    renderShell('/myjobs?status=open');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add bookmark' }));
    await waitFor(() => expect(toasts).toEqual([{ variant: 'success', text: 'Bookmark added' }]));
    expect(sent()).toEqual({
      url: '/api/bookmark/v1/createBookmark',
      body: { title: 'My jobs · CampusRecruit', url: '/myjobs?status=open' },
    });
  });

  it('shows the server’s message as an error toast when it refuses', async () => {
    answerWith(400, { status: false, message: 'Bookmark limit reached' });
    renderShell();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add bookmark' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ variant: 'error', text: 'Bookmark limit reached' }]),
    );
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the title and content, confirms with a toast and closes', async () => {
    answerWith(200, {
      status: true,
      message: 'Note created',
      body: { id: 2, title: 'x', content: 'x', createdAt: '2025-01-01T00:00:00.000Z' },
    });
    renderShell();
    const { user, dialog } = await openNoteDialog();
    await user.type(dialog.getByLabelText('Title'), '  Call Anna University  ');
    await user.type(dialog.getByLabelText('Content'), 'Ask about the\nplacement week');
    await user.click(dialog.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(toasts).toEqual([{ variant: 'success', text: 'Note added' }]));
    expect(sent()).toEqual({
      url: '/api/notes/v1/createNotes',
      body: { title: 'Call Anna University', content: 'Ask about the\nplacement week' },
    });
    expect(state.ui.dialog).toBeNull();
  });

  it('stays open with what was typed when the server fails', async () => {
    answerWith(500, { status: false, message: 'Notes are read-only today' });
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
