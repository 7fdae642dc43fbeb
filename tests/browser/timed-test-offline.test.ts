import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { courseBanks } from '../../server/stub/exam/question-bank.ts';
import { openDialog, screenshot, screenshotDir, useBrowser } from './support/browser.ts';
import { assignTest, attemptOf } from './support/exam.ts';
import { signIn } from './support/session.ts';

// The timed test (D15, issue 12) for a student whose network comes and goes, on a phone and with
// a screen reader: a reload offline still shows the test, every answer and flag reaches the server
// once the network is back, and what happens meanwhile is said in words.

const programming = courseBanks[1]?.questions ?? [];
const optionOf = (n: number, option: number) => programming[n]?.options[option]?.text.en ?? '-';
const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

const questionHeading = (page: Page, number: number) =>
  page.getByRole('heading', { name: `Question ${number} of 12` });
const saveStatus = (page: Page) => page.locator('.test-status-save[role="status"]');

async function startTest(page: Page, CourseID: number, TaskID: number) {
  await signIn(page, 'student2@example.com');
  await page.waitForURL('**/home');
  await page.goto(`/test/test/${CourseID}/${TaskID}`);
  await page.getByRole('button', { name: 'Start test' }).click();
  await questionHeading(page, 1).waitFor();
}

/**
 * What axe-core finds wrong in the test's own part of the page, the main area and any dialog (run
 * through the debugger, past the CSP). The shell's toolbar is the shell's stories' to check.
 */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type AxeResults = { violations: { id: string; nodes: { target: string[] }[] }[] };
    type Axe = { run: (context: { include: string[][] }) => Promise<AxeResults> };
    const { axe } = window as unknown as { axe: Axe };
    const dialog = document.querySelector('dialog[open]') ? [['dialog[open]']] : [];
    const { violations } = await axe.run({ include: [['main'], ...dialog] });
    return violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(' ')}`);
  });
}

describe('A student whose network goes while taking the test (D15, issue 12)', () => {
  const story = useBrowser({ width: 375, height: 812 });

  it('submit offline, reload offline, come back, and the server holds everything', async () => {
    const { page, context } = story;
    await startTest(page, 2, 102);
    // The worker holds the shell once it controls the page and has every script of it, and the
    // language file: the page sends that address too once the worker is ready, and it is kept a
    // moment later (CI went offline in between once: the reload showed the words' keys).
    await page.waitForFunction(async () => {
      if (!navigator.serviceWorker.controller) return false;
      const cache = await caches.open('campus-offline-v1');
      const kept = new Set((await cache.keys()).map((request) => request.url));
      const scripts = [...document.querySelectorAll('script[src]')].map(
        (script) => (script as HTMLScriptElement).src,
      );
      const words = [...kept].some((url) => new URL(url).pathname.startsWith('/assets/languages/'));
      return words && scripts.length > 0 && scripts.every((src) => kept.has(src));
    });
    // The nonce of the shell the worker holds: the reload offline must show that very copy.
    const keptNonce = await page.evaluate(async () => {
      const shell = await (await caches.open('campus-offline-v1')).match('/index.html');
      return /name="csp-nonce" content="([^"]+)"/.exec((await shell?.text()) ?? '')?.[1];
    });

    await context.setOffline(true);
    await page.getByRole('radio', { name: optionOf(0, 1) }).check();
    await page.getByRole('button', { name: 'Flag for review' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: optionOf(1, 2) }).check();
    await saveStatus(page)
      .filter({ hasText: 'Offline — 2 answers and 1 flag kept on this device' })
      .waitFor();
    await page.getByText('You are offline. Keep going').waitFor();

    const confirm = await openDialog(
      page,
      page.getByRole('button', { name: 'Submit test' }),
      'Submit your test?',
    );
    await confirm
      .getByText('You are offline: 2 answers and 1 flag are only on this device.', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Submit' }).click();
    const said = confirm.getByRole('alert');
    await said.waitFor();
    expect(await said.textContent()).toBe(
      'You are offline, so your test has not been submitted. Your answers are safe on this device. When the network returns they are saved by themselves; then press Submit again.',
    );
    // No toast over the dialog, and no "Oops".
    expect(await page.locator('.ant-notification-notice').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // Straight to the file: antd's click wave on the radio behind the dialog never reports done.
    await page.screenshot({ path: `${screenshotDir}/timed-test-offline-submit-phone.png` });
    await confirm.getByRole('button', { name: 'Keep working' }).click();

    // A reload with no network: the worker's copy of the page, the same one (same nonce).
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await questionHeading(page, 2).waitFor();
    expect(await page.locator('meta[name="csp-nonce"]').getAttribute('content')).toBe(keptNonce);
    expect(await page.getByRole('radio', { name: optionOf(1, 2) }).isChecked()).toBe(true);
    await saveStatus(page)
      .filter({ hasText: 'Offline — 2 answers and 1 flag kept on this device' })
      .waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Programming Basics — Screening Test',
    );
    await screenshot(page, 'timed-test-offline-reloaded-phone', { fullPage: true });
    expect((await attemptOf('student2@example.com', 102))?.answers).toEqual([]);

    await context.setOffline(false);
    await saveStatus(page).filter({ hasText: 'All answers saved' }).waitFor();
    const held = await attemptOf('student2@example.com', 102);
    expect(held?.answers.map((answer) => answer.QuestionID)).toEqual(
      [programming[0], programming[1]].map((question) => question?.QuestionID),
    );
    expect(held?.flags).toMatchObject([{ QuestionID: programming[0]?.QuestionID, flagged: true }]);
    expect(await axeViolations(page)).toEqual([]);

    // Submitted at last: the focus lands on the result, which says who submitted.
    const submit = await openDialog(
      page,
      page.getByRole('button', { name: 'Submit test' }),
      'Submit your test?',
    );
    await submit.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Test submitted' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Test submitted');
    expect((await attemptOf('student2@example.com', 102))?.status).toBe('submitted');
    expect(await axeViolations(page)).toEqual([]);
    // What only the lost network explains: a request the browser could not send, or a code file
    // the worker could not fetch for the shell's idle preloads (one in flight as the network went,
    // say: the worker reports it as ERR_FAILED). Anything else is an error of the app's.
    const offline = (error: string) =>
      error.includes('ERR_INTERNET_DISCONNECTED') ||
      /ERR_FAILED \(http:\/\/[^/]+\/static\//.test(error);
    expect(story.consoleErrors.filter((error) => !offline(error))).toEqual([]);
  });
});

describe('The test on a phone held sideways, near the end (D15, issue 12)', () => {
  const story = useBrowser({ width: 812, height: 375 });

  it('warns with the true time left, under the clock and Submit, and leaves the question the screen', async () => {
    const { page } = story;
    const TaskID = await assignTest({
      email: 'student2@example.com',
      CourseID: 2,
      TaskName: 'Quick check',
      TotalDuration: 74,
    });
    await startTest(page, 2, TaskID);

    const warning = page.getByRole('alert').filter({ hasText: 'left.' });
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(
      /^1 minute 1[0-4] seconds left\. Your answers are saved as you go\./,
    );
    const box = await warning.boundingBox();
    for (const control of [
      page.getByRole('main').getByRole('timer'),
      page.getByRole('button', { name: 'Submit test' }),
    ]) {
      const over = await control.boundingBox();
      expect(box && over && box.y >= over.y + over.height).toBe(true);
    }
    await screenshot(page, 'timed-test-warning-landscape');

    // Scrolled to the answers, the test's bar is all the chrome left, clock and Submit in it.
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByRole('button', { name: 'Flag for review' }).scrollIntoViewIfNeeded();
    const bar = await page.locator('.test-status-bar').boundingBox();
    expect(bar && bar.y + bar.height).toBeLessThanOrEqual(80);
    expect(await page.getByRole('button', { name: 'Submit test' }).isVisible()).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await screenshot(page, 'timed-test-landscape-scrolled');
  });
});
