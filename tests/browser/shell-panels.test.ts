import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDialog, phone, screenshot, useBrowser } from './support/browser.ts';
import { signIn } from './support/session.ts';

// Issue 13: the shell's panels (the notifications drawer, the quick panel, the phone's navigation)
// and their antd are fetched once a page has loaded and the browser is idle, and run only when the
// user reaches for the toolbar (web/app/layouts/shell-panels.ts, signed-in-layout.tsx).

/**
 * The code files fetched as prefetches, and those the page has asked to run, each by a script
 * element of its own (the bundler takes the element away once the file has run), by address.
 */
const codeFiles = (page: Page) =>
  page.evaluate(() => {
    const files = (initiator: string) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === initiator)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js'));
    return { fetched: files('link'), run: files('script') };
  });

describe("A student's /home on a phone and the shell's panels", () => {
  const story = useBrowser(phone);

  it('fetches their code while idle, runs it when the toolbar is reached for, and opens from the cache', async () => {
    const { page, context } = story;
    await signIn(page, 'student@example.com');
    await page.waitForURL('**/home');
    await page.locator('.student-tests-name').first().waitFor();

    // Idle: the files come, one per idle moment, until a second passes with none added.
    let added = -1;
    await expect
      .poll(
        async () => {
          const prefetched = await page.$$eval('link[rel="prefetch"][as="script"]', (links) =>
            links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
          );
          const { fetched } = await codeFiles(page);
          const done =
            prefetched.length > 10 &&
            prefetched.length === added &&
            prefetched.every((file) => fetched.includes(file));
          added = prefetched.length;
          return done;
        },
        { interval: 1000, timeout: 15_000 },
      )
      .toBe(true);
    const idle = await codeFiles(page);
    expect(idle.fetched.filter((file) => idle.run.includes(file))).toEqual([]);

    // Reaching for the toolbar runs them, from the browser's cache.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const downloaded: string[] = [];
    cdp.on('Network.responseReceived', ({ response }) => {
      const cached = response.fromDiskCache || response.fromPrefetchCache;
      if (!cached) downloaded.push(new URL(response.url).pathname);
    });
    await page.getByRole('button', { name: 'Notifications' }).hover();
    await expect
      .poll(async () => {
        const { run } = await codeFiles(page);
        return idle.fetched.filter((file) => !run.includes(file));
      })
      .toEqual([]);
    expect(downloaded.filter((file) => file.startsWith('/static/'))).toEqual([]);

    // Each panel then opens as it always did.
    const drawer = await openDialog(
      page,
      page.getByRole('button', { name: 'Notifications' }),
      'Notifications',
    );
    await drawer.getByRole('heading', { name: 'Updates on your applications' }).waitFor();
    await screenshot(page, 'shell-panels-notifications-phone');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    const navigation = await openDialog(
      page,
      page.getByRole('button', { name: 'Show or hide the navigation' }),
      'Navigation',
    );
    await navigation.getByRole('link', { name: 'Jobs' }).waitFor();
    await screenshot(page, 'shell-panels-navigation-phone');
    expect(story.consoleErrors).toEqual([]);
  });
});
