import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, phone, screenshot, secondsOf, useBrowser } from './support/browser.ts';
import { signIn, storedEntries } from './support/session.ts';

const taskName = 'Aptitude Assessment — Round 1';
const notificationPath = '/api/common/v1/notification';

type RequestCounter = { sent: () => number; answered: () => number };

/** Counts the GET common/v1/notification requests the page sends from now on, and their answers. */
function countNotificationRequests(page: Page): RequestCounter {
  let sent = 0;
  let answered = 0;
  const isNotification = (request: Request) =>
    request.method() === 'GET' && new URL(request.url()).pathname === notificationPath;
  page.on('request', (request) => {
    if (isNotification(request)) sent++;
  });
  page.on('requestfinished', (request) => {
    if (isNotification(request)) answered++;
  });
  return { sent: () => sent, answered: () => answered };
}

/** Waits until `expected` requests went out and came back, then checks no more went out. */
async function waitForCount(counter: RequestCounter, expected: number): Promise<void> {
  const deadline = Date.now() + 5000;
  while (counter.answered() < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The app takes in the answer a moment after it arrives.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(counter.sent()).toBe(expected);
}

const bell = (page: Page) => page.getByRole('button', { name: 'Notifications', exact: true });

/** The bell's accessible description: what a screen reader adds to its name. */
function bellDescription(page: Page): Promise<string> {
  return bell(page).evaluate((button) => {
    const ids = button.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

/** The persisted client state (seed §4, D9) as the page stored it. */
async function storedExamApp(page: Page): Promise<Record<string, unknown>> {
  const root = (await storedEntries(page))['persist:root'] ?? '{}';
  return (JSON.parse(root) as { examApp?: Record<string, unknown> }).examApp ?? {};
}

async function signInAndOpenDrawer(page: Page, email: string) {
  await signIn(page, email);
  await page.waitForURL('**/home');
  await bell(page).click();
  return page.getByRole('dialog', { name: 'Notifications' });
}

describe('A student with a running test is told about it by the bell (D15)', () => {
  const story = useBrowser(desktop);

  it('shows a dot on the bell and the test in the drawer, its time left counting down', async () => {
    const { page } = story;
    await signIn(page, 'student@example.com');
    await page.waitForURL('**/home');
    await bell(page).waitFor();
    // The seed also gives student@ two unread events on their applications (D26).
    await expect
      .poll(() => bellDescription(page))
      .toBe('You have a test in progress 2 unread notifications');

    await bell(page).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByText(taskName).waitFor();
    await drawer.getByText('01:00:00', { exact: true }).waitFor();
    const timer = drawer.getByRole('timer');
    const first = await timer.textContent();
    expect(first).toMatch(/^00:(39:[0-5]\d|40:00)$/);
    await drawer.getByRole('button', { name: 'Resume test' }).waitFor();
    await screenshot(page, 'notifications-drawer-active-desktop');

    await page.waitForTimeout(2200);
    const later = secondsOf((await timer.textContent()) ?? '');
    expect(secondsOf(first ?? '')).toBeGreaterThan(later);
    expect(secondsOf(first ?? '') - later).toBeLessThanOrEqual(4);
    expect(story.consoleErrors).toEqual([]);
  });

  it('closes the drawer when the student moves to another page', async () => {
    const { page } = story;
    await signIn(page, 'student@example.com');
    await page.waitForURL('**/home');
    await page.goto('/jobs');
    await bell(page).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByText(taskName).waitFor();
    await page.goBack();
    await page.waitForURL('**/home');
    await drawer.waitFor({ state: 'hidden' });
    expect(await bell(page).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('A student without a running test', () => {
  const story = useBrowser(desktop);

  it('sees no dot and an empty drawer', async () => {
    const { page } = story;
    const requests = countNotificationRequests(page);
    const drawer = await signInAndOpenDrawer(page, 'student2@example.com');
    await drawer.getByText('No notifications').waitFor();
    await waitForCount(requests, 1);
    expect(await bellDescription(page)).toBe('');
    expect(await drawer.getByRole('button', { name: 'Resume test' }).count()).toBe(0);
    await screenshot(page, 'notifications-drawer-empty-desktop');
  });
});

describe('A student resumes the running test from the drawer (seed §2, D15)', () => {
  const story = useBrowser(desktop);

  it('sets the reload flag, shows the overlay, opens the test after 1 s, which refetches and clears the flag', async () => {
    const { page } = story;
    const drawer = await signInAndOpenDrawer(page, 'student@example.com');
    const resume = drawer.getByRole('button', { name: 'Resume test' });
    await resume.waitFor();
    const opens: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/test/v1/open') opens.push(request.method());
    });

    const clickedAt = Date.now();
    await resume.click();
    expect(await storedExamApp(page)).toMatchObject({ CourseID: 1, TaskID: 101, reload: true });
    await page
      .getByRole('status')
      .filter({ hasText: /^Loading…$/ })
      .waitFor();
    await page.waitForTimeout(Math.max(0, 600 - (Date.now() - clickedAt)));
    expect(new URL(page.url()).pathname).toBe('/home');

    await page.waitForURL('**/test/test/1/101');
    const waited = Date.now() - clickedAt;
    expect(waited).toBeGreaterThanOrEqual(1000);
    expect(waited).toBeLessThan(3000);

    // The test screen opens the attempt afresh (one POST test/v1/open), then clears the flag.
    const testScreen = page.getByRole('main');
    await testScreen.getByRole('heading', { name: 'Question 2 of 12' }).waitFor();
    await testScreen.getByText(taskName).waitFor();
    expect(await testScreen.getByRole('timer').textContent()).toMatch(/^00:(39:[0-5]\d|40:00)$/);
    await page
      .getByRole('status')
      .filter({ hasText: /^Loading…$/ })
      .waitFor({ state: 'detached' });
    expect(opens).toEqual(['POST']);
    expect(await storedExamApp(page)).toMatchObject({ CourseID: 1, TaskID: 101, reload: false });
    await screenshot(page, 'test-session-desktop');
    expect(story.consoleErrors).toEqual([]);
  });

  it("says so when the URL names someone else's test, with a way back", async () => {
    const { page } = story;
    await signIn(page, 'student2@example.com');
    await page.waitForURL('**/home');
    await page.goto('/test/test/1/101');
    await page.getByRole('heading', { level: 1, name: 'This test is not one of yours' }).waitFor();
    await screenshot(page, 'test-session-not-running-desktop');
    await page.getByRole('link', { name: 'Back to your start page' }).click();
    await page.waitForURL('**/home');
  });
});

describe('The bell keeps the figure fresh (D15)', () => {
  const story = useBrowser(desktop);

  it('asks the server on sign-in and again when the window gains focus', async () => {
    const { page } = story;
    const requests = countNotificationRequests(page);
    await signIn(page, 'student@example.com');
    await page.waitForURL('**/home');
    await waitForCount(requests, 1);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await waitForCount(requests, 2);
  });

  it('asks the server every 60 s', async () => {
    const { page } = story;
    // The page's timers run on Playwright's clock, so a minute passes without waiting for it.
    await page.clock.install();
    const requests = countNotificationRequests(page);
    await signIn(page, 'student@example.com');
    await page.waitForURL('**/home');
    await waitForCount(requests, 1);
    // The beat counts from the last answer; the clock also runs on by itself meanwhile, about
    // 0.4 s per wait here and over a second on a busy machine (a story run saw a third ask at
    // "59 s"), so the quiet checks stop 2 s short of the minute.
    await page.clock.runFor(58_000);
    await waitForCount(requests, 1);
    await page.clock.runFor(3_000);
    await waitForCount(requests, 2);
    await page.clock.runFor(58_000);
    await waitForCount(requests, 2);
    await page.clock.runFor(3_000);
    await waitForCount(requests, 3);
  });
});

describe('The drawer and the test screen on a phone', () => {
  const story = useBrowser(phone);

  it('shows the running test in the drawer and on the test screen', async () => {
    const { page } = story;
    const drawer = await signInAndOpenDrawer(page, 'student@example.com');
    await drawer.getByText(taskName).waitFor();
    await screenshot(page, 'notifications-drawer-active-phone');
    await drawer.getByRole('button', { name: 'Resume test' }).click();
    await page.waitForURL('**/test/test/1/101');
    await page.getByRole('heading', { name: 'Question 2 of 12' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^Loading…$/ })
      .waitFor({ state: 'detached' });
    await screenshot(page, 'test-session-phone');
  });

  it('shows the empty drawer', async () => {
    const { page } = story;
    const drawer = await signInAndOpenDrawer(page, 'student2@example.com');
    await drawer.getByText('No notifications').waitFor();
    await screenshot(page, 'notifications-drawer-empty-phone');
  });
});
