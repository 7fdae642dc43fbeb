/** Headless Chromium for the user stories (scripts/chromium.ts: which one, and its flags). */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import type { StubMail, StubOutboxResponse } from '#openapi/stub.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium.ts';

/** This worker's server (global-setup.ts: one per worker; VITEST_POOL_ID counts from 1). */
export const baseURL = () => {
  const urls = inject('baseURLs');
  return urls[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % urls.length] as string;
};

/** Calls the stub's QA surface (`/api/__stub<path>`) with the suite's X-QA-Token. */
export function stubQa(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseURL()}/api/__stub${path}`, {
    ...init,
    headers: { ...init.headers, 'X-QA-Token': inject('qaToken') },
  });
}

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 375, height: 812 };

type Story = { page: Page; context: BrowserContext; consoleErrors: string[] };

/** Where failed attempts are listed, one story name a line (scripts/test.ts reads it). */
export const FAILED_ATTEMPTS = '.tmp/test-reports/failed-attempts.txt';

/** The last requests of a story and how they ended, for the report of a failed one. */
const REQUESTS_KEPT = 40;

/**
 * A failed story leaves what a person would need to see why: a screenshot under .tmp/screens,
 * and, in the test output, the page's address, what a screen reader would find on it, its console
 * errors and its last requests. A flaky failure on CI is then read, not guessed.
 */
async function reportFailure(
  story: Story,
  name: string,
  errors: readonly { message?: string; stack?: string }[],
  requests: string[],
): Promise<void> {
  const { page } = story;
  const file = `failed-${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}`;
  // A retry that passes hides the first attempt's error from vitest's report: it is kept here.
  const why = errors.map((error) => error.stack ?? error.message ?? String(error));
  const lines = [`--- failed story: ${name}`, 'error:', ...why, `url: ${page.url()}`];
  try {
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: `${screenshotDir}/${file}.png`, timeout: 5000 });
    lines.push(`screenshot: ${screenshotDir}/${file}.png`);
    lines.push('aria snapshot:', await page.locator('body').ariaSnapshot({ timeout: 5000 }));
  } catch (error) {
    lines.push(`(page unreadable: ${String(error)})`);
  }
  lines.push('console errors:', ...story.consoleErrors, 'last requests:', ...requests);
  console.log(lines.join('\n'));
  // `npm test` names, in its summary, every story that failed an attempt, even one a retry passed.
  mkdirSync(dirname(FAILED_ATTEMPTS), { recursive: true });
  appendFileSync(FAILED_ATTEMPTS, `${name}\n`);
}

/**
 * Gives each test a fresh browser context (its own storage, cookies, service workers and cache,
 * as a new profile would) and page, with the stub backend back at its seed. One Chromium serves
 * every test of a file: launching one per test cost about a second each. Read `story.page`
 * inside a test.
 *
 * `serviceWorkers: 'block'` is for a story that routes the page's requests: a request from a page
 * the app's service worker controls goes through the worker, where `page.route` does not see it
 * (Playwright's advice for routing is to block the workers).
 */
export function useBrowser(
  viewport = desktop,
  options: Pick<BrowserContextOptions, 'serviceWorkers'> = {},
): Story {
  const story = {} as Story;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let requests: string[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
      headless: true,
    });
  });
  beforeEach(async () => {
    await resetStub();
    if (!browser) throw new Error('Chromium did not start');
    context = await browser.newContext({
      ...options,
      viewport,
      baseURL: baseURL(),
      locale: 'en-US',
    });
    const page = await context.newPage();
    story.consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // "Failed to load resource" says what failed only in its location.
      const { url } = message.location();
      story.consoleErrors.push(url ? `${message.text()} (${url})` : message.text());
    });
    page.on('pageerror', (error) => story.consoleErrors.push(error.message));
    requests = [];
    const keep = (line: string) => {
      requests.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
      if (requests.length > REQUESTS_KEPT) requests.shift();
    };
    // The context's requests, the service worker's among them (marked): a request the page sends
    // through the worker is not the page's to route, so a story's own routing may miss it.
    const named = (request: Request) =>
      `${request.serviceWorker() ? '[service worker] ' : ''}${request.method()} ${request.url()}`;
    context.on('requestfinished', (request) => {
      // The worker filling its cache with the page's own scripts would crowd the list out.
      if (request.serviceWorker() && new URL(request.url()).pathname.startsWith('/static/')) return;
      return request.response().then(
        (response) => keep(`${named(request)} → ${response?.status() ?? '?'}`),
        // The context closed before the answer was read: nothing left to report.
        () => undefined,
      );
    });
    context.on('requestfailed', (request) =>
      keep(`${named(request)} ✗ ${request.failure()?.errorText ?? ''}`),
    );
    story.page = page;
    story.context = context;
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && story.page) {
      await reportFailure(story, task.name, task.result.errors ?? [], requests);
    }
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return story;
}

/** Puts the stub backend back at its seed (accounts, passwords, outbox, visits). */
export async function resetStub(): Promise<void> {
  const response = await stubQa('/reset', { method: 'POST' });
  if (!response.ok) throw new Error(`stub reset answered ${response.status}`);
}

/** The mails the stub "sent" to `email`, oldest first, from its QA outbox. */
export async function outbox(email: string): Promise<StubMail[]> {
  const response = await stubQa(`/outbox?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as StubOutboxResponse).body;
}

/** The newest OTP mailed to `email`. */
export async function latestOtp(email: string): Promise<string> {
  const mail = (await outbox(email)).at(-1);
  if (!mail) throw new Error(`no mail for ${email}`);
  return mail.otp;
}

export const screenshotDir = '.tmp/screens';

/** Resolves once no CSS animation or transition of the page is running (drawers, menus, toasts). */
export function settled(page: Page): Promise<unknown> {
  return page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/**
 * Opens a dropdown menu by clicking `trigger` and gives it once it has finished appearing: an
 * item clicked while the menu still moves into place can miss it on a busy machine (a CI logout
 * that never went out, with the menu left open).
 */
export async function openMenu(page: Page, trigger: Locator): Promise<Locator> {
  await trigger.click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await settled(page);
  return menu;
}

/**
 * The dialog (or drawer) called `name`, once it is on screen and has finished moving in: a button
 * clicked while the dialog still slides or zooms into place can miss it on a busy machine (a CI
 * run closed the job preview mid-animation and never published).
 */
export async function shownDialog(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name, exact: typeof name === 'string' });
  await dialog.waitFor();
  await settled(page);
  return dialog;
}

/** Clicks `trigger` and gives the dialog it opens, settled (see `shownDialog`). */
export async function openDialog(
  page: Page,
  trigger: Locator,
  name: string | RegExp,
): Promise<Locator> {
  await trigger.click();
  return shownDialog(page, name);
}

/**
 * The last dialog that asks `question` (a confirmation over a drawer, which is a dialog too), once
 * it has settled (see `shownDialog`).
 */
export async function confirmation(page: Page, question: string | RegExp): Promise<Locator> {
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByText(question) })
    .last();
  await dialog.waitFor();
  await settled(page);
  return dialog;
}

/**
 * Saves a picture of the page under .tmp/screens for a person to look at, once drawers, dialogs
 * and toasts have finished moving.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  await settled(page);
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage });
}

/** Seconds of an hh:mm:ss countdown as the page shows it. */
export function secondsOf(clock: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = clock.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

/**
 * The requests, as `METHOD /path`, of the page's documents from its next navigation on, in the
 * order asked. Those of the page being left do not count: it may still ask for its own up to the
 * navigation (the bell's events once the app is idle, a running test's save). Chromium names each
 * document's requests by its loader.
 */
export async function documentRequests(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { frameTree } = await cdp.send('Page.getFrameTree');
  await cdp.send('Network.enable');
  const asked: string[] = [];
  let loader: string | undefined;
  cdp.on('Network.requestWillBeSent', ({ loaderId, type, frameId, request }) => {
    if (type === 'Document' && frameId === frameTree.frame.id) loader = loaderId;
    else if (loaderId === loader) asked.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return asked;
}

/** Holds back the requests matching `pattern` (a slow link, made certain) until the returned function is called. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
