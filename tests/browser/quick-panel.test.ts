import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StubBookmarksResponse, StubNotesResponse } from '#openapi/stub.ts';
import { desktop, openDialog, phone, screenshot, stubQa, useBrowser } from './support/browser.ts';
import { demoShortcutNames } from './support/demo-shortcuts.ts';
import { signIn } from './support/session.ts';

async function signedIn(page: Page, email: string, landing: string) {
  await signIn(page, email);
  await page.waitForURL(`**${landing}`);
}

async function openQuickPanel(page: Page) {
  return openDialog(page, page.getByRole('button', { name: 'Quick panel' }), 'Quick panel');
}

const optionNames = (page: Page) => page.getByRole('option').allTextContents();

async function stubBookmarks() {
  const response = await stubQa('/bookmarks');
  return ((await response.json()) as StubBookmarksResponse).body;
}

async function stubNotes() {
  const response = await stubQa('/notes');
  return ((await response.json()) as StubNotesResponse).body;
}

describe('Recruiters jump to a page from the quick panel', () => {
  const story = useBrowser(desktop);

  it('says "No results.." for nonsense, and "dash" leads to the Dashboard', async () => {
    const { page } = story;
    await signedIn(page, 'recruiter@example.com', '/home');
    const panel = await openQuickPanel(page);
    await screenshot(page, 'quick-panel-desktop');
    const search = panel.getByRole('combobox', { name: 'Search shortcuts' });
    expect(await search.getAttribute('placeholder')).toBe('Search for an app or page');

    await search.fill('zqxw');
    await panel.getByText('No results..', { exact: true }).waitFor();
    expect(await optionNames(page)).toEqual([]);

    await search.fill('dash');
    // The demo subject dashboard (issue 31) is listed too while the demo stubs are on.
    await expect(optionNames(page)).resolves.toEqual(['Dashboard', 'Academy dashboard']);
    await screenshot(page, 'quick-panel-search-desktop');
    await panel.getByRole('option', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await panel.waitFor({ state: 'hidden' });
    expect(story.consoleErrors).toEqual([]);
  });

  it('opens the highlighted shortcut with the keyboard', async () => {
    const { page } = story;
    await signedIn(page, 'recruiter@example.com', '/home');
    const panel = await openQuickPanel(page);
    const search = panel.getByRole('combobox', { name: 'Search shortcuts' });
    await search.fill('job');
    await expect(optionNames(page)).resolves.toEqual(['My jobs', 'Post a job']);
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.waitForURL('**/postjob');
    expect(new URL(page.url()).pathname).toBe('/postjob');
    await panel.waitFor({ state: 'hidden' });
  });

  it('bookmarks the page on screen: the server stores its title and path', async () => {
    const { page } = story;
    await signedIn(page, 'recruiter@example.com', '/home');
    await page.goto('/myjobs?status=open');
    await page.getByRole('heading', { level: 1, name: 'My jobs' }).waitFor();
    const title = await page.title();
    const panel = await openQuickPanel(page);
    await panel.getByRole('button', { name: 'Add bookmark' }).click();
    await page.getByText('Bookmark added', { exact: true }).waitFor();
    const stored = await stubBookmarks();
    expect(stored.map(({ email, title, url }) => ({ email, title, url }))).toEqual([
      { email: 'recruiter@example.com', title, url: '/myjobs?status=open' },
    ]);
    expect(title).toBe('My jobs · CampusRecruit');
  });

  it('adds a note: asks for both fields, then the server stores it', async () => {
    const { page } = story;
    await signedIn(page, 'recruiter@example.com', '/home');
    const panel = await openQuickPanel(page);
    const dialog = await openDialog(
      page,
      panel.getByRole('button', { name: 'Add note' }),
      'Add a note',
    );
    await dialog.getByRole('button', { name: 'Save note' }).click();
    await dialog.getByText('You must enter a title', { exact: true }).waitFor();
    await dialog.getByText('You must enter the content', { exact: true }).waitFor();
    await screenshot(page, 'quick-panel-note-required-desktop');
    expect(await stubNotes()).toEqual([]);

    await dialog.getByLabel('Title').fill('Call Anna University');
    await dialog.getByLabel('Content').fill('Ask about the placement week.\nBook the hall.');
    await dialog.getByRole('button', { name: 'Save note' }).click();
    await page.getByText('Note added', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const stored = await stubNotes();
    expect(stored.map(({ email, title, content }) => ({ email, title, content }))).toEqual([
      {
        email: 'recruiter@example.com',
        title: 'Call Anna University',
        content: 'Ask about the placement week.\nBook the hall.',
      },
    ]);
    expect(story.consoleErrors).toEqual([]);
  });
});

describe('Each role gets shortcuts to its own pages only', () => {
  const story = useBrowser(desktop);

  it('offers a ClientAdmin their dashboard, jobs, profile and the demo apps', async () => {
    const { page } = story;
    await signedIn(page, 'clientadmin@example.com', '/admindashboard');
    const panel = await openQuickPanel(page);
    await expect(optionNames(page)).resolves.toEqual([
      'Company dashboard',
      'Jobs',
      // /result is every role's since the results page (issue 28): a client admin reads the company's.
      'Results',
      'My profile',
      ...demoShortcutNames,
    ]);
    await panel.getByRole('combobox', { name: 'Search shortcuts' }).fill('dash');
    await expect(optionNames(page)).resolves.toEqual(['Company dashboard', 'Academy dashboard']);
    await panel.getByRole('combobox', { name: 'Search shortcuts' }).fill('post');
    await panel.getByText('No results..', { exact: true }).waitFor();
  });
});

describe('The quick panel on a phone', () => {
  const story = useBrowser(phone);

  it('opens full width, searches, and adds a note', async () => {
    const { page } = story;
    await signedIn(page, 'recruiter@example.com', '/home');
    const panel = await openQuickPanel(page);
    const box = await panel.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(phone.width);
    await screenshot(page, 'quick-panel-phone');
    await panel.getByRole('combobox', { name: 'Search shortcuts' }).fill('re');
    await screenshot(page, 'quick-panel-search-phone');
    const dialog = await openDialog(
      page,
      panel.getByRole('button', { name: 'Add note' }),
      'Add a note',
    );
    await dialog.getByLabel('Title').fill('Shortlist');
    await dialog.getByRole('button', { name: 'Save note' }).click();
    await dialog.getByText('You must enter the content', { exact: true }).waitFor();
    await screenshot(page, 'quick-panel-note-phone');
  });
});
