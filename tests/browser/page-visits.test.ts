import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StubVisit, StubVisitsResponse } from '#openapi/stub.ts';
import { desktop, holdRequests, stubQa, useBrowser } from './support/browser.ts';
import { signIn } from './support/session.ts';

const email = 'recruiter@example.com';
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The SPA sends its queue every 5 s (PAGE_VISIT_FLUSH_MS). The page runs on Playwright's clock, so a
 * story passes those seconds at once instead of waiting them out.
 */
const FLUSH_MS = 5000;
const tick = (page: Page) => page.clock.fastForward(FLUSH_MS);

async function stubVisits(): Promise<StubVisit[]> {
  const response = await stubQa('/visits');
  return ((await response.json()) as StubVisitsResponse).body;
}

/** Polls the stub until `done` holds for its visits; fails after `timeout` ms. */
async function visitsWhen(done: (visits: StubVisit[]) => boolean, timeout = 8000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const visits = await stubVisits();
    if (done(visits)) return visits;
    if (Date.now() > deadline) throw new Error(`visits not there: ${JSON.stringify(visits)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const urlsOf = (visits: { url: string }[]) => visits.map(({ url }) => url);

async function signedIn(page: Page) {
  await signIn(page, email);
  await page.waitForURL('**/home');
}

/** The session's UserSessionID, as the SPA stored it (D9). */
async function userSessionId(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('persist:root') ?? '{}').auth.user.UserSessionID,
  );
}

type Queued = { UserSessionID: string; visits: { url: string; time: number }[] };
const queued = (page: Page): Promise<Queued | null> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pageVisitQueue') ?? 'null'));

/** What the page has queued, without the entries' ids. */
async function queuedVisits(page: Page) {
  return ((await queued(page))?.visits ?? []).map(({ url, time }) => ({ url, time }));
}

/** Waits until the queue holds exactly `urls`: a visit is queued just after the URL changes. */
async function queuedUrls(page: Page, urls: string[]) {
  await expect.poll(async () => urlsOf(await queuedVisits(page)), { timeout: 2000 }).toEqual(urls);
  return queuedVisits(page);
}

/** A route change inside the SPA, the way a user makes one: a shortcut of the quick panel. */
async function goTo(page: Page, shortcut: string, path: string) {
  await page.getByRole('button', { name: 'Quick panel' }).click();
  await page.getByRole('option', { name: shortcut, exact: true }).click();
  await page.waitForURL(`**${path}`);
  // The URL changes before the page renders; a visit is logged once the page is on screen.
  await page.getByRole('heading', { level: 1, name: shortcut }).waitFor();
}

describe('Every page a signed-in user opens reaches the page-visit log (seed §4, §9)', () => {
  const story = useBrowser(desktop);
  beforeEach(() => story.page.clock.install());

  it('sends the visits within about 5 s, with the session id and epoch-second times', async () => {
    const { page } = story;
    const before = nowSeconds();
    await signedIn(page);
    await goTo(page, 'Dashboard', '/dashboard');
    await goTo(page, 'My jobs', '/myjobs');
    await page.goto('/result?from=bookmark');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Within one flush of the last visit, the server holds every visit.
    await tick(page);
    const visits = await visitsWhen((visits) => urlsOf(visits).includes('/result?from=bookmark'));
    const after = await page.evaluate(() => Math.floor(Date.now() / 1000));
    expect(urlsOf(visits)).toEqual(['/home', '/dashboard', '/myjobs', '/result?from=bookmark']);
    const sessionId = await userSessionId(page);
    for (const visit of visits) {
      expect(visit.email).toBe(email);
      expect(visit.UserSessionID).toBe(sessionId);
      expect(Number.isInteger(visit.time)).toBe(true);
      expect(visit.time).toBeGreaterThanOrEqual(before);
      expect(visit.time).toBeLessThanOrEqual(after);
    }
    expect(await queued(page)).toBeNull();
  });

  it('logs a page left before its code arrived, not only the page the user stayed on', async () => {
    const { page } = story;
    await signedIn(page);
    await queuedUrls(page, ['/home']);
    await tick(page);
    await visitsWhen((visits) => urlsOf(visits).includes('/home'));
    // The next pages' code is slow to come: the user moves on before the first one can show.
    const release = await holdRequests(page, '**/static/js/async/**');
    const toolbar = page.getByRole('navigation', { name: 'Main' });
    await toolbar.getByRole('link', { name: 'Dashboard' }).click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await toolbar.getByRole('link', { name: 'Jobs' }).click();
    release();
    await page.waitForURL('**/myjobs');
    await page.getByRole('heading', { level: 1, name: 'My jobs' }).waitFor();
    await tick(page);
    const visits = await visitsWhen((visits) => urlsOf(visits).includes('/myjobs'));
    expect(urlsOf(visits)).toEqual(['/home', '/dashboard', '/myjobs']);
  });

  it('keeps the visits while the server fails, and sends them once it answers', async () => {
    const { page } = story;
    let refused = 0;
    await page.route('**/api/task/v1/saveURL', (route) => {
      refused += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, message: 'Visits are down' }),
      });
    });
    await signedIn(page);
    await goTo(page, 'Dashboard', '/dashboard');
    await tick(page);
    await expect.poll(() => refused, { timeout: 3000, interval: 100 }).toBeGreaterThan(0);
    const kept = await queuedUrls(page, ['/home', '/dashboard']);
    expect((await queued(page))?.UserSessionID).toBe(await userSessionId(page));
    expect(await stubVisits()).toEqual([]);

    await page.unroute('**/api/task/v1/saveURL');
    await tick(page);
    const visits = await visitsWhen((visits) => visits.length >= 2);
    expect(visits.map(({ url, time }) => ({ url, time }))).toEqual(kept);
    await expect.poll(() => queued(page), { timeout: 2000 }).toBeNull();
  });

  it('keeps visits the server has not taken across a reload', async () => {
    const { page } = story;
    let refused = 0;
    await page.route('**/api/task/v1/saveURL', (route) => {
      refused += 1;
      return route.abort();
    });
    await signedIn(page);
    await goTo(page, 'Dashboard', '/dashboard');
    await tick(page);
    await expect.poll(() => refused, { timeout: 3000, interval: 100 }).toBeGreaterThan(0);
    const beforeReload = await queuedUrls(page, ['/home', '/dashboard']);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const afterReload = await queuedUrls(page, ['/home', '/dashboard', '/dashboard']);
    expect(afterReload.slice(0, 2)).toEqual(beforeReload);

    await page.unroute('**/api/task/v1/saveURL');
    // The keepalive request the unloading page leaves behind escapes page.route and may reach the
    // stub too: with a server that had been failing, the queue keeps what it carried (at least once).
    await tick(page);
    const visits = await visitsWhen((visits) => visits.length >= 3);
    expect(visits.map(({ url, time }) => ({ url, time }))).toEqual(
      expect.arrayContaining(afterReload),
    );
    await expect.poll(() => queued(page), { timeout: 3000 }).toBeNull();
  });

  it('hands the visits over when the page unloads, so the next page does not repeat them', async () => {
    const { page } = story;
    await signedIn(page);
    await queuedUrls(page, ['/home']);
    await tick(page);
    await visitsWhen((visits) => urlsOf(visits).includes('/home'));
    await goTo(page, 'Dashboard', '/dashboard');
    await queuedUrls(page, ['/dashboard']);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Only the reloaded page's own visit waits: the one before went with the unloading page.
    await queuedUrls(page, ['/dashboard']);
    await tick(page);
    await visitsWhen((visits) => visits.length >= 3);
    // One more flush, to see that nothing arrives twice.
    await tick(page);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(urlsOf(await stubVisits())).toEqual(['/home', '/dashboard', '/dashboard']);
  });

  it('sends at once, with keepalive, when the page is hidden', async () => {
    const { page } = story;
    // Records how the SPA calls fetch: Playwright does not show a request's keepalive flag.
    await page.addInitScript(() => {
      const calls: { url: string; keepalive: boolean }[] = [];
      Object.assign(window, { saveUrlCalls: calls });
      const fetchFirst = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (String(input).includes('saveURL'))
          calls.push({ url: String(input), keepalive: init?.keepalive === true });
        return fetchFirst(input, init);
      };
    });
    await signedIn(page);
    // Right after a tick has sent /home, the next tick is 5 s away.
    await visitsWhen((visits) => urlsOf(visits).includes('/home'));
    await goTo(page, 'Dashboard', '/dashboard');
    await queuedUrls(page, ['/dashboard']);
    const hiddenAt = Date.now();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await visitsWhen((visits) => urlsOf(visits).includes('/dashboard'), 2000);
    expect(Date.now() - hiddenAt).toBeLessThan(2000);
    const calls = await page.evaluate(
      () => (window as unknown as { saveUrlCalls: { keepalive: boolean }[] }).saveUrlCalls,
    );
    expect(calls.map(({ keepalive }) => keepalive)).toEqual([false, true]);
  });
});
