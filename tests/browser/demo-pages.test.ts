import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BoardResponse } from '#openapi/demo/scrumboard.ts';
import type { TodosResponse } from '#openapi/demo/todo.ts';
import {
  baseURL,
  desktop,
  holdRequests,
  openDialog,
  phone,
  screenshot,
  useBrowser,
} from './support/browser.ts';
import { signIn } from './support/session.ts';

// The demo-template apps of issue 31: each is found from the quick panel's
// shortcut search and opens on its seeded data.
const apps = [
  {
    shortcut: 'FAQ',
    search: 'faq',
    path: '/pages/faq',
    heading: 'FAQ',
    seeded: 'How do I post a new job?',
  },
  {
    shortcut: 'Knowledge base',
    search: 'knowl',
    path: '/pages/knowledge-base',
    heading: 'Knowledge base',
    seeded: 'Setting the eligibility rules',
  },
  {
    shortcut: 'File manager',
    search: 'file',
    path: '/apps/file-manager',
    heading: 'File manager',
    seeded: 'Candidate shortlist.xlsx',
  },
  {
    shortcut: 'Icons',
    search: 'icon',
    path: '/ui/icons',
    heading: 'Icons',
    seeded: 'account_circle',
  },
  {
    shortcut: 'To-do',
    search: 'to-do',
    path: '/apps/todo',
    heading: 'To-do',
    seeded: 'Confirm the Kaveri drive date',
  },
  {
    shortcut: 'Scrum board',
    search: 'scrum',
    path: '/apps/scrumboard',
    heading: 'Scrum board',
    seeded: 'Shortlist Kaveri candidates',
  },
  {
    shortcut: 'Calendar',
    search: 'calen',
    path: '/apps/calendar',
    heading: 'Calendar',
    seeded: 'Interview panel: Kaveri',
  },
  {
    shortcut: 'Notes',
    search: 'notes',
    path: '/apps/notes',
    heading: 'Notes',
    seeded: 'Panel feedback: Karthik S.',
  },
] as const;

async function signedIn(page: Page) {
  await signIn(page, 'recruiter@example.com');
  await page.waitForURL('**/home');
}

async function serverTodos() {
  const response = await fetch(`${baseURL()}/api/todo-app/todos`);
  return ((await response.json()) as TodosResponse).body;
}

async function serverBoard() {
  const response = await fetch(`${baseURL()}/api/scrumboard-app/board?boardId=1`);
  return ((await response.json()) as BoardResponse).body;
}

describe('Every demo app of the group opens from the quick panel on its sample data', () => {
  const story = useBrowser(desktop);

  it('finds FAQ, knowledge base, file manager, icons, to-do, scrum board, calendar and notes', async () => {
    const { page } = story;
    await signedIn(page);
    for (const app of apps) {
      const panel = await openDialog(
        page,
        page.getByRole('button', { name: 'Quick panel', exact: true }),
        'Quick panel',
      );
      await panel.getByRole('combobox', { name: 'Search shortcuts' }).fill(app.search);
      await panel.getByRole('option', { name: app.shortcut, exact: true }).click();
      await page.waitForURL(`**${app.path}`);
      await page.getByRole('heading', { level: 1, name: app.heading }).waitFor();
      await page.getByText(app.seeded, { exact: true }).first().waitFor();
      expect(await page.title()).toBe(`${app.heading} · CampusRecruit`);
      await screenshot(page, `demo${app.path.replaceAll('/', '-')}-desktop`);
    }
    expect(story.consoleErrors).toEqual([]);
  });
});

describe('A deleted to-do is kept, under Deleted', () => {
  const story = useBrowser(desktop);

  it('deletes a to-do from All and finds it under the Deleted filter', async () => {
    const { page } = story;
    await signedIn(page);
    await page.goto('/apps/todo');
    const title = 'Book interview rooms for Thursday';
    const list = page.getByRole('list', { name: 'All' });
    await list.getByText(title).waitFor();
    await page.getByRole('button', { name: `Delete “${title}”` }).click();
    await list.getByText(title).waitFor({ state: 'detached' });

    await page
      .getByRole('navigation', { name: 'Filters' })
      .getByRole('button', { name: 'Deleted' })
      .click();
    const deleted = page.getByRole('list', { name: 'Deleted' });
    await deleted.getByText(title).waitFor();
    await deleted.getByText('Order welcome kits for new joiners').waitFor();
    await screenshot(page, 'demo-todo-deleted-desktop');
    expect((await serverTodos()).find((todo) => todo.title === title)?.deleted).toBe(true);
    expect(story.consoleErrors).toEqual([]);
  });
});

describe("A to-do's labels", () => {
  const story = useBrowser(desktop);

  it('shows them as tags until pressed, then opens the select there; a label picked is saved', async () => {
    const { page } = story;
    await signedIn(page);
    const todo = (await serverTodos()).find((item) => !item.deleted && item.labels.length === 0);
    const labels = (await (await fetch(`${baseURL()}/api/todo-app/labels`)).json()) as {
      body: { id: number; title: string }[];
    };
    const label = labels.body[0];
    if (!todo || !label) throw new Error('The seed has a to-do with no label, and labels');
    await page.goto('/apps/todo');
    // Drawn as a button until pressed: no select measures its input as the list first draws.
    const button = page.getByRole('button', { name: `Labels of “${todo.title}”: Add labels` });
    await button.waitFor();
    expect(await page.locator('.todo-item .ant-select').count()).toBe(0);
    await button.click();
    const select = page.getByRole('combobox', { name: `Labels of “${todo.title}”` });
    await expect
      .poll(() => select.evaluate((element) => element === document.activeElement))
      .toBe(true);
    // The list is open on the first label: Enter picks it.
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await serverTodos()).find((item) => item.id === todo.id)?.labels)
      .toEqual([label.id]);
    // Done: a press elsewhere puts the tags back, the new one with them.
    await page.getByRole('heading', { level: 1, name: 'To-do' }).click();
    await page.getByRole('button', { name: `Labels of “${todo.title}”: ${label.title}` }).waitFor();
    expect(story.consoleErrors).toEqual([]);
  });
});

describe('The to-do page on a phone keeps still while its lists come (issue 29)', () => {
  const story = useBrowser(phone);

  it('shows the to-dos with their labels, not before: nothing moves when the labels come', async () => {
    const { page } = story;
    await signedIn(page);
    const release = await holdRequests(page, '**/api/todo-app/labels');
    await page.goto('/apps/todo');
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The to-dos are in, the labels not: their filters would wrap the bar over the list.
    await expect
      .poll(() =>
        page.evaluate(
          () => performance.getEntriesByName(`${location.origin}/api/todo-app/todos`).length,
        ),
      )
      .toBe(1);
    expect(await page.getByRole('list', { name: 'All' }).count()).toBe(0);

    release();
    await page
      .getByRole('list', { name: 'All' })
      .getByText('Book interview rooms for Thursday')
      .waitFor();
    await page
      .getByRole('navigation', { name: 'Filters' })
      .getByRole('button', { name: 'Deleted' })
      .waitFor();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts).toEqual([]);
    expect(story.consoleErrors).toEqual([]);
  });
});

describe('A scrum card moves, and stays moved', () => {
  const story = useBrowser(desktop);

  it('moves a card to the next list; after a reload it is still there', async () => {
    const { page } = story;
    await signedIn(page);
    await page.goto('/apps/scrumboard');
    const card = 'Confirm Deccan drive date';
    const inProgress = page.getByRole('list', { name: 'In progress' });
    await page.getByRole('list', { name: 'To do' }).getByText(card).waitFor();
    await page.getByRole('button', { name: `Move “${card}” to In progress` }).click();
    await inProgress.getByText(card).waitFor();
    expect(await page.getByRole('list', { name: 'To do' }).getByText(card).count()).toBe(0);

    await page.reload();
    await inProgress.getByText(card).waitFor();
    expect(await inProgress.locator('.board-card-name').allTextContents()).toEqual([
      'Shortlist Kaveri candidates',
      'Prepare offer letter template',
      card,
    ]);
    const kept = (await serverBoard()).lists.find((list) => list.name === 'In progress');
    expect(kept?.cards.map((item) => item.name)).toContain(card);
    await screenshot(page, 'demo-scrumboard-moved-desktop');
    expect(story.consoleErrors).toEqual([]);
  });
});

describe('On a phone the demo pages fit the screen', () => {
  const story = useBrowser(phone);

  it('shows each page without sideways scrolling', async () => {
    const { page } = story;
    await signedIn(page);
    for (const app of apps) {
      await page.goto(app.path);
      // The calendar's month grid is hidden on a phone; its list shows the same events.
      await page.getByText(app.seeded, { exact: true }).filter({ visible: true }).first().waitFor();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, app.path).toBeLessThanOrEqual(phone.width);
      await screenshot(page, `demo${app.path.replaceAll('/', '-')}-phone`);
    }
    expect(story.consoleErrors).toEqual([]);
  });
});
