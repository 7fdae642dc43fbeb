import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StubBookmarksResponse } from '#openapi/stub.ts';
import { desktop, screenshotDir, stubQa, useBrowser } from './support/browser.ts';
import { signIn } from './support/session.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function storedBookmarks() {
  const response = await stubQa('/bookmarks');
  return ((await response.json()) as StubBookmarksResponse).body.length;
}

describe('Toasts (seed §2, §9): top right, 3 s, at most 5 stacked', () => {
  const story = useBrowser(desktop);

  it('shows at most 5 success toasts at the top right, and hides them after about 3 s', async () => {
    const { page } = story;
    await signIn(page, 'recruiter@example.com');
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: 'Quick panel' }).click();
    const addBookmark = page.getByRole('button', { name: 'Add bookmark' });
    await addBookmark.waitFor();
    // A pointer resting on a toast pauses its timer; the keyboard reaches a button the toasts cover.
    await page.mouse.move(10, desktop.height - 10);
    await addBookmark.focus();
    const toasts = page.getByRole('alert').filter({ hasText: 'Bookmark added' });

    for (let raised = 1; raised <= 6; raised++) {
      await addBookmark.press('Enter');
      // The button is busy until the server answers; then the toast is up.
      await expect.poll(storedBookmarks, { timeout: 3000, interval: 20 }).toBe(raised);
      await addBookmark.getByRole('img', { name: 'loading' }).waitFor({ state: 'detached' });
    }
    const lastRaised = Date.now();

    await expect.poll(() => toasts.count(), { timeout: 1000 }).toBe(5);
    const boxes = await Promise.all((await toasts.all()).map((toast) => toast.boundingBox()));
    for (const box of boxes) {
      expect(box).not.toBeNull();
      if (!box) continue;
      expect(desktop.width - (box.x + box.width)).toBeLessThanOrEqual(40);
      expect(box.x).toBeGreaterThan(desktop.width / 2);
    }
    expect(Math.min(...boxes.map((box) => box?.y ?? Number.POSITIVE_INFINITY))).toBeLessThan(60);
    for (const toast of await toasts.all()) {
      await expect(toast.getByRole('img', { name: 'check-circle' }).count()).resolves.toBe(1);
    }
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: `${screenshotDir}/toasts-stacked-desktop.png` });

    await sleep(Math.max(0, lastRaised + 1500 - Date.now()));
    expect(await toasts.count()).toBe(5);
    await sleep(Math.max(0, lastRaised + 5000 - Date.now()));
    expect(await toasts.count()).toBe(0);
    expect(story.consoleErrors).toEqual([]);
  });
});
