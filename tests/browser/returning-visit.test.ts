import { describe, expect, it } from 'vitest';
import { documentRequests, holdRequests, phone, useBrowser } from './support/browser.ts';
import { signIn } from './support/session.ts';

// Issue 13: a student's page load of /home asks for the page's own code at once, the files the
// page needed last time (web/app/page-files.ts, index.html's inline script), not once the app's
// scripts have run.

describe("A student's returning visit to /home", () => {
  const story = useBrowser(phone);

  it("asks for the page's own code while the app's scripts are still on their way", async () => {
    const { page, context } = story;
    await signIn(page, 'student@example.com');
    await page.waitForURL('**/home');
    // A page load notes the files /home needed.
    await page.reload();
    await page.getByRole('heading', { name: 'Your tests' }).waitFor();
    const remembered = async () =>
      JSON.parse((await page.evaluate(() => localStorage.getItem('page_files'))) ?? 'null') as {
        files: string[];
      } | null;
    await expect.poll(remembered).not.toBeNull();
    const files = (await remembered())?.files ?? [];
    expect(files.some((file) => file.startsWith('/static/js/async/'))).toBe(true);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const asked = await documentRequests(page);
    // The app's entry script is held back: nothing of the app runs meanwhile.
    const release = await holdRequests(page, '**/static/js/index.*.js');
    await page.reload({ waitUntil: 'commit' });
    await expect.poll(() => files.filter((file) => !asked.includes(`GET ${file}`))).toEqual([]);
    expect(asked.filter((request) => request.includes(' /api/'))).toEqual([]);

    release();
    await page.locator('.student-tests-name').first().waitFor();
    expect(story.consoleErrors).toEqual([]);
  });
});
