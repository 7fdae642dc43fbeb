import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../browser/support/browser.ts';
import { switchLanguage } from './support/visit.ts';

// Issue 12, item 14: on a machine without a Tamil font every Tamil string was boxes. The SPA ships
// its own Tamil subset, and only a Tamil page downloads it.

describe('The Tamil web font', () => {
  const story = useBrowser();

  it('is not downloaded for an English page, and is downloaded once and drawn for a Tamil one', async () => {
    const { page } = story;
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual([]);

    await switchLanguage(page, 'tn');
    await page.getByRole('button', { name: 'உள்நுழை' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual([expect.stringMatching(/noto-sans-tamil-tamil-400-normal\.\w+\.woff2$/)]);
    // `fonts.ready` may settle before the face's load has begun (a full run's first attempt saw
    // the request made and the face not yet loaded): wait for the face itself.
    const drawn = () =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) =>
            face.family.replaceAll('"', '') === 'Noto Sans Tamil Web' && face.status === 'loaded',
        ),
      );
    await expect.poll(drawn, { timeout: 5000 }).toBe(true);
    await screenshot(page, 'tamil-font-login');
  });
});
