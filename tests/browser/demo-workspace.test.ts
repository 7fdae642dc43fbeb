import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChatResponse } from '#openapi/demo/chat.ts';
import type { ContactsResponse } from '#openapi/demo/contacts.ts';
import { runAxe } from '../a11y/support/axe.ts';
import { switchLanguage } from '../a11y/support/visit.ts';
import {
  baseURL,
  desktop,
  openDialog,
  phone,
  screenshot,
  settled,
  useBrowser,
} from './support/browser.ts';
import { signIn } from './support/session.ts';

// Issue 31, the workspace demo apps (chat, contacts, academy, subject dashboard, reports, search,
// notification panel, template profile, quick panel data, bookmarks).

/** Each app: what to type in the shortcut search, the shortcut, its URL and a seeded text on it. */
const apps = [
  {
    query: 'chat',
    shortcut: 'Chat',
    path: '/apps/chat',
    seeded: 'Shall I share the final list of 128 registered students today?',
  },
  { query: 'cont', shortcut: 'Contacts', path: '/apps/contacts', seeded: 'Divya Menon' },
  {
    query: 'acad',
    shortcut: 'Academy',
    path: '/apps/academy',
    seeded: 'Quantitative aptitude basics',
  },
  {
    query: 'academy d',
    shortcut: 'Academy dashboard',
    path: '/dashboards/academy',
    seeded: 'Progress by category',
  },
  { query: 'repo', shortcut: 'Reports', path: '/apps/reports', seeded: 'Drives by institute' },
  {
    query: 'notif',
    shortcut: 'Notifications',
    path: '/apps/notifications',
    seeded: 'Ananya Iyer accepted the Associate Data Analyst offer.',
  },
  {
    query: 'templ',
    shortcut: 'Profile (template)',
    path: '/apps/profile',
    seeded: 'Talent Acquisition Lead, Nilgiri Software Labs',
  },
  { query: 'quick', shortcut: 'Quick panel', path: '/apps/quick-panel', seeded: 'Panel sync' },
  {
    query: 'bookm',
    shortcut: 'Bookmarks',
    path: '/apps/bookmarks',
    seeded: 'Salary benchmark 2025',
  },
  {
    query: 'sear',
    shortcut: 'Search',
    path: '/pages/search',
    seeded: 'Type a word and press Search.',
  },
];

async function signedIn(page: Page) {
  await signIn(page, 'recruiter@example.com');
  await page.waitForURL('**/home');
}

/** What axe finds on the page's own content (the shell has its own sweep). */
const axeFindings = async (page: Page) =>
  (await runAxe(page, ['.demo-page'])).map((finding) => `${finding.rule} ${finding.target}`);

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('Each workspace demo app opens from the quick panel with its seeded data', () => {
  const story = useBrowser(desktop);

  it('finds every app by name in the shortcut search, and each page shows its data', async () => {
    const { page } = story;
    await signedIn(page);
    for (const app of apps) {
      const panel = await openDialog(
        page,
        page.getByRole('button', { name: 'Quick panel' }),
        'Quick panel',
      );
      await panel.getByRole('combobox', { name: 'Search shortcuts' }).fill(app.query);
      await panel.getByRole('option', { name: app.shortcut, exact: true }).click();
      await page.waitForURL(`**${app.path}`);
      await page.getByText(app.seeded, { exact: true }).first().waitFor();
      await settled(page);
      expect(await page.title()).toMatch(/ · CampusRecruit$/);
      expect([app.path, await axeFindings(page)]).toEqual([app.path, []]);
      await screenshot(page, `demo-workspace${app.path.replaceAll('/', '-')}-desktop`);
    }
    expect(story.consoleErrors).toEqual([]);
  });

  it('opens a course from the academy and completes a step, which the dashboard counts', async () => {
    const { page } = story;
    await signedIn(page);
    await page.goto('/apps/academy');
    await page.getByRole('link', { name: 'Business email writing' }).click();
    await page.getByRole('heading', { name: 'Business email writing', level: 1 }).waitFor();
    await page.getByText('0 of 2 steps done').waitFor();
    await page.getByRole('button', { name: 'Complete step' }).click();
    await page.getByText('1 of 2 steps done').waitFor();
    await screenshot(page, 'demo-workspace-academy-course-desktop');
    await page.goto('/dashboards/academy');
    const recent = page.getByRole('region', { name: 'Recently studied' });
    await recent.getByText('Business email writing').waitFor();
    expect(await axeFindings(page)).toEqual([]);
  });

  it('searches the demo data and opens a course from the results', async () => {
    const { page } = story;
    await signedIn(page);
    await page.goto('/pages/search');
    await page.getByRole('searchbox', { name: 'Search the demo apps' }).fill('aptitude');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('3 results').waitFor();
    expect(new URL(page.url()).search).toBe('?q=aptitude');
    await screenshot(page, 'demo-workspace-search-results-desktop');
    await page.getByRole('link', { name: 'Quantitative aptitude basics' }).click();
    await page.waitForURL('**/apps/academy/courses/1');
    await page.getByText('2 of 4 steps done').waitFor();
  });
});

describe('A recruiter chats in the demo chat app', () => {
  const story = useBrowser(desktop);

  it('sends a message and sees it at the end of the thread', async () => {
    const { page } = story;
    await signedIn(page);
    await page.goto('/apps/chat');
    const chats = page.getByRole('navigation', { name: 'Chats' });
    await chats.getByRole('link', { name: /Karthik Subramanian/ }).click();
    const thread = page.getByRole('list', { name: 'Messages' });
    await thread.getByText('Will the interview be on campus?').waitFor();
    // Opening the chat reads it: its unread count goes.
    await expect
      .poll(() => chats.getByRole('link', { name: /Karthik Subramanian/ }).textContent())
      .not.toMatch(/2/);

    await page.getByRole('textbox', { name: 'Message' }).fill('On campus, Room 3 at 10 am.');
    await page.getByRole('button', { name: 'Send' }).click();
    await thread.getByText('On campus, Room 3 at 10 am.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    expect(await thread.getByRole('listitem').last().textContent()).toContain(
      'On campus, Room 3 at 10 am.',
    );
    await chats.getByText('On campus, Room 3 at 10 am.').waitFor();
    const response = await fetch(`${baseURL()}/api/chat-app/chat?chatId=2`);
    const chat = ((await response.json()) as ChatResponse).body;
    expect(chat.messages.at(-1)).toMatchObject({
      fromMe: true,
      text: 'On campus, Room 3 at 10 am.',
    });
    await screenshot(page, 'demo-workspace-chat-sent-desktop');
    expect(await axeFindings(page)).toEqual([]);
    expect(story.consoleErrors).toEqual([]);
  });
});

describe('A recruiter adds a contact and finds it by search', () => {
  const story = useBrowser(desktop);

  it('adds Meena Sundaram with a label, then the search finds only her', async () => {
    const { page } = story;
    await signedIn(page);
    await page.goto('/apps/contacts');
    await page.getByRole('heading', { name: 'Divya Menon' }).waitFor();
    const dialog = await openDialog(
      page,
      page.getByRole('button', { name: 'Add contact' }),
      'Add contact',
    );
    await dialog.getByLabel('Name').fill('Meena Sundaram');
    await dialog.getByLabel('Email').fill('meena@coromandel.example.org');
    await dialog.getByLabel('Company').fill('Coromandel Institute of Science');
    await dialog.getByLabel('Job title').fill('Placement Officer');
    await screenshot(page, 'demo-workspace-contact-dialog-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Contact added').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox', { name: 'Search contacts' }).fill('meena');
    const list = page.getByRole('list', { name: 'Contacts' });
    await expect
      .poll(() => list.getByRole('heading').allTextContents())
      .toEqual(['Meena Sundaram']);
    await list.getByText('Placement Officer, Coromandel Institute of Science').waitFor();
    const response = await fetch(`${baseURL()}/api/contacts-app/contacts?search=meena`);
    expect(((await response.json()) as ContactsResponse).body).toMatchObject([
      { name: 'Meena Sundaram', email: 'meena@coromandel.example.org', tags: [] },
    ]);
    expect(story.consoleErrors).toEqual([]);
  });
});

describe('On a phone, every workspace demo page fits 375 px', () => {
  const story = useBrowser(phone);

  it('shows each page without sideways scroll and with nothing axe finds', async () => {
    const { page } = story;
    await signedIn(page);
    for (const app of [
      ...apps,
      {
        path: '/apps/academy/courses/3',
        seeded: 'Three problems in sixty minutes, judged on correctness and clarity.',
      },
    ]) {
      await page.goto(app.path);
      await page.getByText(app.seeded, { exact: true }).first().waitFor();
      await settled(page);
      expect([app.path, await sidewaysScroll(page)]).toEqual([app.path, 0]);
      expect([app.path, await axeFindings(page)]).toEqual([app.path, []]);
      await screenshot(page, `demo-workspace${app.path.replaceAll('/', '-')}-phone`);
    }
  });

  it('fits in Tamil too: the pages’ own words in Tamil, the demo data in English (D17)', async () => {
    const { page } = story;
    await signedIn(page);
    await switchLanguage(page, 'tn');
    // The search page's hint is in Tamil now: its results (demo data) stay English.
    const search = { path: '/pages/search?q=aptitude', seeded: 'Quantitative aptitude basics' };
    for (const app of apps.map((item) => (item.path === '/pages/search' ? search : item))) {
      await page.goto(app.path);
      await page.getByText(app.seeded, { exact: true }).first().waitFor();
      await settled(page);
      expect([app.path, await sidewaysScroll(page)]).toEqual([app.path, 0]);
      expect([app.path, await axeFindings(page)]).toEqual([app.path, []]);
    }
    await page.goto('/apps/contacts');
    await page.getByRole('heading', { name: 'தொடர்புகள்', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'தொடர்பைச் சேர்' }).waitFor();
    await screenshot(page, 'demo-workspace-apps-contacts-phone-tn');
  });

  it('takes turns between the chat list and the open chat', async () => {
    const { page } = story;
    await signedIn(page);
    await page.goto('/apps/chat');
    await page.getByRole('link', { name: /Arjun Mehta/ }).click();
    await page.getByText('Can you send me the shortlist by evening?').waitFor();
    expect(await page.getByRole('navigation', { name: 'Chats' }).isVisible()).toBe(false);
    await screenshot(page, 'demo-workspace-chat-phone-open');
    await page.getByRole('link', { name: 'Back to chats' }).click();
    await page.getByRole('navigation', { name: 'Chats' }).waitFor();
  });
});
