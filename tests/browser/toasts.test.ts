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

    // One read of the whole stack at a time: a toast leaving between two reads would shift them.
    const stack = () =>
      toasts.evaluateAll((elements) =>
        elements.map((element) => {
          const { x, y, width } = element.getBoundingClientRect();
          const icon = element.querySelector('[role="img"][aria-label="check-circle"]');
          return { x, y, width, icon: icon !== null };
        }),
      );
    await expect
      .poll(async () => (await stack()).map(({ icon }) => icon), { timeout: 1000 })
      .toEqual(Array(5).fill(true));
    const boxes = await stack();
    for (const box of boxes) {
      expect(desktop.width - (box.x + box.width)).toBeLessThanOrEqual(40);
      expect(box.x).toBeGreaterThan(desktop.width / 2);
    }
    expect(Math.min(...boxes.map((box) => box.y))).toBeLessThan(60);
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: `${screenshotDir}/toasts-stacked-desktop.png` });

    await sleep(Math.max(0, lastRaised + 1500 - Date.now()));
    expect(await toasts.count()).toBe(5);
    await sleep(Math.max(0, lastRaised + 5000 - Date.now()));
    expect(await toasts.count()).toBe(0);
    expect(story.consoleErrors).toEqual([]);
  });
});
