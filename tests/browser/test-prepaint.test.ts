import { describe, expect, it } from 'vitest';
import { runAxe, sidewaysOverflow } from '../a11y/support/axe.ts';
import {
  documentRequests,
  holdRequests,
  phone,
  screenshot,
  useBrowser,
} from './support/browser.ts';
import { assignTest, attemptOf } from './support/exam.ts';
import { signIn } from './support/session.ts';

// Issue 29: at a test's address the page itself opens the attempt and paints the running question
// from the answer, before any of the app's code has come (web/features/exam/pre-paint/). The
// student answers there; the app then takes the copy over and saves what was chosen.

const email = 'student@example.com';

/** A fresh test for the student, started, so the next load finds it running at its first question. */
async function startedTest(page: import('playwright-core').Page): Promise<number> {
  const TaskID = await assignTest({
    email,
    CourseID: 1,
    TaskName: 'Pre-paint',
    TotalDuration: 600,
  });
  await signIn(page, email);
  await page.waitForURL('**/home');
  await page.goto(`/test/test/1/${TaskID}`);
  await page.getByRole('button', { name: 'Start test' }).click();
  await page.getByRole('heading', { name: /^Question 1 of \d+$/ }).waitFor();
  // The screen's offline worker would serve the app's code from its cache, past the test's hold.
  await page.evaluate(async () => {
    for (const worker of await navigator.serviceWorker.getRegistrations())
      await worker.unregister();
  });
  return TaskID;
}

describe('The running question, painted by the test page (issue 29)', () => {
  const story = useBrowser(phone);

  it('is answerable before the app’s code has come; the app takes the answer over and saves it', async () => {
    const { page } = story;
    const TaskID = await startedTest(page);
    const asked = await documentRequests(page);
    // None of the app's code arrives until released.
    const release = await holdRequests(page, '**/static/js/**');
    await page.reload({ waitUntil: 'commit' });

    const copy = page.locator('#prerendered');
    await copy.getByRole('heading', { name: /^Question 1 of \d+$/ }).waitFor();
    await expect
      .poll(() => copy.locator('[data-prepaint="text"]').textContent())
      .toBe('A shirt priced at ₹800 is sold at a 15% discount. What is its selling price?');
    const radios = copy.getByRole('radio');
    expect(await radios.count()).toBe(4);
    expect(await copy.getByRole('radiogroup').getAttribute('aria-labelledby')).toBe(
      await copy.locator('[data-prepaint="text"]').getAttribute('id'),
    );
    // The page's only call: the open, sent before any of the app's scripts.
    expect(asked.filter((request) => request.includes(' /api/'))).toEqual([
      'POST /api/test/v1/open',
    ]);
    expect(await page.locator('#root').isVisible()).toBe(false);
    expect(await runAxe(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await radios.nth(1).check();
    await screenshot(page, 'test-prepaint-copy');

    release();
    await copy.waitFor({ state: 'detached' });
    const appRadios = page.locator('#root').getByRole('radio');
    await expect.poll(() => appRadios.nth(1).isChecked()).toBe(true);
    await expect
      .poll(async () => (await attemptOf(email, TaskID))?.answers.map(({ answer }) => answer))
      .toEqual([[1012]]);
    // One open, the page's: the app wrote as its writer.
    expect(asked.filter((request) => request === 'POST /api/test/v1/open')).toHaveLength(1);
    expect(story.consoleErrors).toEqual([]);
    await screenshot(page, 'test-prepaint-app');
  });

  it('paints in Tamil for a Tamil reader', async () => {
    const { page, context } = story;
    await startedTest(page);
    await context.addCookies([{ name: 'i18next', value: 'tn', url: new URL(page.url()).origin }]);
    await holdRequests(page, '**/static/js/**');
    await page.reload({ waitUntil: 'commit' });
    const copy = page.locator('#prerendered');
    await copy.getByRole('heading', { name: /^கேள்வி 1 \/ \d+$/ }).waitFor();
    expect(await copy.locator('[data-prepaint="text"]').textContent()).toMatch(/^₹800 விலையுள்ள/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta');
    expect(await runAxe(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'test-prepaint-copy-tn');
  });
});
