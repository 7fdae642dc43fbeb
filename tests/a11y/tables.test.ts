import { describe, expect, it } from 'vitest';
import { baseURL, desktop, screenshot, useBrowser } from '../browser/support/browser.ts';
import { signIn } from '../browser/support/session.ts';
import { cutSelectValues, tableFlaws } from './support/table-words.ts';
import { atWidth, settle } from './support/visit.ts';

// Issue 27: /myjobs on a desktop in Tamil broke its headers and cells mid-word ("வ/கை",
// "திறந்துள்ள/து"), cut the "Open pipeline" link at the right edge and the sort box. The product's
// tables read whole words and show whole controls at 1280, 768 and 375 px, in both languages,
// and the page itself does not scroll sideways.

const widths = [1280, 768, 375];

describe('The tables read whole words and show whole controls (issue 27)', () => {
  const story = useBrowser(desktop);

  for (const language of ['en', 'tn'] as const) {
    it(`/myjobs in ${language === 'en' ? 'English' : 'Tamil'} at ${widths.join(', ')} px`, async () => {
      const { page, context } = story;
      await signIn(page, 'recruiter@example.com');
      await page.waitForURL('**/home');
      await context.addCookies([{ name: 'i18next', value: language, url: baseURL() }]);
      await page.goto('/myjobs');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const found: Record<number, string[]> = {};
      for (const width of widths) {
        await atWidth(page, width);
        await page.locator('.my-jobs-table, .my-jobs-cards').first().waitFor();
        await settle(page);
        found[width] = [...(await tableFlaws(page)), ...(await cutSelectValues(page))];
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (sideways > 0) found[width].push(`the page scrolls ${sideways}px sideways`);
        await screenshot(page, `myjobs-${language}-${width}`);
      }
      expect(found).toEqual({ 1280: [], 768: [], 375: [] });
      expect(story.consoleErrors).toEqual([]);
    });
  }
});
