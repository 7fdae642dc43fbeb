import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StubAttempt } from '#openapi/stub.ts';
import { courseBanks } from '../../server/stub/exam/question-bank.ts';
import {
  baseURL,
  desktop,
  openDialog,
  phone,
  screenshot,
  secondsOf,
  useBrowser,
} from './support/browser.ts';
import { assignTest, attemptsOf } from './support/exam.ts';
import { signIn, storedEntries } from './support/session.ts';

// The timed test (D15) as a student takes it: every answer reaches the server, whatever happens to
// the page, the network or the clock.

const aptitude = courseBanks[0]?.questions ?? [];
const programming = courseBanks[1]?.questions ?? [];

/** The English words of option `n` (0-based) of a bank question. */
function optionText(question: (typeof aptitude)[number] | undefined, n: number): string {
  const text = question?.options[n]?.text.en;
  if (!text) throw new Error('the bank has no such option');
  return text;
}

/** Polls the server until `check` holds for the user's attempt at the task. */
async function serverHolds(
  email: string,
  TaskID: number,
  check: (attempt: StubAttempt) => boolean,
): Promise<StubAttempt> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const attempt = (await attemptsOf(email)).find((candidate) => candidate.TaskID === TaskID);
    if (attempt && check(attempt)) return attempt;
    if (Date.now() > deadline) throw new Error(`the server holds ${JSON.stringify(attempt)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const answerOf = (attempt: StubAttempt, QuestionID: number) =>
  attempt.answers.find((answer) => answer.QuestionID === QuestionID)?.answer;

const saveStatus = (page: Page) => page.locator('.test-status-save[role="status"]');
// The drawer keeps its own (closed) countdown in the page; the test's is in the main area.
const timer = (page: Page) => page.getByRole('main').getByRole('timer');
const questionHeading = (page: Page) =>
  page.getByRole('heading', { name: /^Question \d+ of \d+$/ });

/** Signs in and starts a test from the instructions screen. */
async function startTest(page: Page, email: string, CourseID: number, TaskID: number) {
  await signIn(page, email);
  await page.waitForURL('**/home');
  await page.goto(`/test/test/${CourseID}/${TaskID}`);
  await page.getByRole('button', { name: 'Start test' }).click();
  await questionHeading(page).filter({ hasText: 'Question 1 of 12' }).waitFor();
}

describe('Resuming a running test (seed §2, D15)', () => {
  const story = useBrowser(desktop);

  it('from the drawer: the reload flag, 1 s, then straight to the question the student was on', async () => {
    const { page } = story;
    await signIn(page, 'student@example.com');
    await page.waitForURL('**/home');
    const opens: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/test/v1/open') opens.push(request.method());
    });
    const drawer = await openDialog(
      page,
      page.getByRole('button', { name: 'Notifications', exact: true }),
      'Notifications',
    );
    await drawer.getByRole('button', { name: 'Resume test' }).click();
    await page.waitForURL('**/test/test/1/101');

    // The seeded attempt: questions 1 and 2 answered, the student last on question 2.
    await questionHeading(page).filter({ hasText: 'Question 2 of 12' }).waitFor();
    expect(await page.getByText('2 of 12 answered').count()).toBe(1);
    expect(await saveStatus(page).textContent()).toBe('All answers saved');
    expect(secondsOf((await timer(page).textContent()) ?? '')).toBeGreaterThan(39 * 60);
    await expect
      .poll(() => page.getByRole('radio', { name: optionText(aptitude[1], 0) }).isChecked())
      .toBe(true);
    expect(opens).toEqual(['POST']);
    const root = JSON.parse((await storedEntries(page))['persist:root'] ?? '{}');
    expect(root.examApp).toMatchObject({ CourseID: 1, TaskID: 101, reload: false });
    expect(
      await page.getByRole('button', { name: 'Question 1, answered' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(
      await page.getByRole('button', { name: 'Question 2, answered' }).getAttribute('aria-current'),
    ).toBe('step');
    await screenshot(page, 'timed-test-resumed-desktop', { fullPage: true });
    expect(story.consoleErrors).toEqual([]);
  });

  it("from the student's /home card, the same way", async () => {
    const { page } = story;
    await signIn(page, 'student@example.com');
    await page.waitForURL('**/home');
    const card = page.getByRole('region', { name: 'Your tests' });
    await card.getByText('Programming Basics — Screening Test').waitFor();
    await screenshot(page, 'timed-test-home-card-desktop', { fullPage: true });
    const clickedAt = Date.now();
    await card.getByRole('button', { name: 'Resume test' }).click();
    await page.waitForURL('**/test/test/1/101');
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1000);
    await questionHeading(page).filter({ hasText: 'Question 2 of 12' }).waitFor();
  });
});

describe('Answers survive reloads and lost networks (D15)', () => {
  const story = useBrowser(desktop);

  it('answers, reloads at once, and every answer is still there and reaches the server', async () => {
    const { page } = story;
    await startTest(page, 'student2@example.com', 2, 102);
    await page.getByRole('radio', { name: optionText(programming[0], 1) }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: optionText(programming[1], 2) }).check();
    // Reloaded before the save had time to go: the answer waits in the persisted examApp slice.
    await page.reload();
    await questionHeading(page).filter({ hasText: 'Question 2 of 12' }).waitFor();
    expect(await page.getByRole('radio', { name: optionText(programming[1], 2) }).isChecked()).toBe(
      true,
    );
    await saveStatus(page).filter({ hasText: 'All answers saved' }).waitFor();
    const held = await serverHolds('student2@example.com', 102, (a) => a.answers.length === 2);
    expect(answerOf(held, programming[0]?.QuestionID ?? 0)).toEqual([
      programming[0]?.options[1]?.OptionID,
    ]);
    expect(answerOf(held, programming[1]?.QuestionID ?? 0)).toEqual([
      programming[1]?.options[2]?.OptionID,
    ]);
    await page.getByRole('button', { name: 'Question 1, answered' }).click();
    expect(await page.getByRole('radio', { name: optionText(programming[0], 1) }).isChecked()).toBe(
      true,
    );
  });

  it('offline: three answers are kept on the device, said so, and all reach the server once back', async () => {
    const { page, context } = story;
    await startTest(page, 'student2@example.com', 2, 102);
    await context.setOffline(true);
    await page.getByRole('radio', { name: optionText(programming[0], 0) }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: optionText(programming[1], 1) }).check();
    // Question 6 asks for a short text answer.
    await page.getByRole('button', { name: 'Question 6, unanswered' }).click();
    await page.getByRole('textbox', { name: 'Your answer' }).fill('45');
    await saveStatus(page).filter({ hasText: 'Offline — 3 answers kept on this device' }).waitFor();
    await screenshot(page, 'timed-test-offline-desktop', { fullPage: true });
    expect((await attemptsOf('student2@example.com'))[0]?.answers).toEqual([]);

    await context.setOffline(false);
    await saveStatus(page).filter({ hasText: 'All answers saved' }).waitFor();
    const held = await serverHolds('student2@example.com', 102, (a) => a.answers.length === 3);
    expect(held.answers.map((answer) => answer.QuestionID)).toEqual(
      [programming[0], programming[1], programming[5]].map((q) => q?.QuestionID),
    );
    expect(answerOf(held, programming[5]?.QuestionID ?? 0)).toBe('45');
  });
});

describe('A failed save is never silent (D15)', () => {
  // The test screen registers the offline shell's service worker; the saves of a page it controls
  // pass through it, out of this story's routing. Before it was blocked, the story failed an
  // attempt on CI now and then: the page's save went through the worker to the server, unrouted.
  const story = useBrowser(desktop, { serviceWorkers: 'block' });

  it("says the server's words while it fails, keeps the answer, and saves it once the server is back", async () => {
    const { page } = story;
    await startTest(page, 'student2@example.com', 2, 102);
    await page.route('**/api/test/v1/saveAnswer', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, message: 'Backend unavailable' }),
      }),
    );
    await page.getByRole('radio', { name: optionText(programming[0], 3) }).check();
    await saveStatus(page)
      .filter({
        hasText: 'Not saved — Backend unavailable. Retrying… 1 answer kept on this device.',
      })
      .waitFor();
    await screenshot(page, 'timed-test-save-failed-desktop', { fullPage: true });
    expect((await attemptsOf('student2@example.com'))[0]?.answers).toEqual([]);

    await page.unroute('**/api/test/v1/saveAnswer');
    await saveStatus(page).filter({ hasText: 'All answers saved' }).waitFor({ timeout: 20_000 });
    const held = await serverHolds('student2@example.com', 102, (a) => a.answers.length === 1);
    expect(answerOf(held, programming[0]?.QuestionID ?? 0)).toEqual([
      programming[0]?.options[3]?.OptionID,
    ]);
  });
});

describe('Finishing a test (D15)', () => {
  const story = useBrowser(desktop);

  it('submits by hand after confirming the unanswered count; the test leaves the drawer', async () => {
    const { page } = story;
    await signIn(page, 'student@example.com');
    await page.waitForURL('**/home');
    await page.goto('/test/test/1/101');
    await questionHeading(page).filter({ hasText: 'Question 2 of 12' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: optionText(aptitude[2], 0) }).check();
    // Issue 27: the student meant to come back to question 3; the confirmation reminds them.
    await page.getByRole('button', { name: 'Flag for review' }).click();
    const confirm = await openDialog(
      page,
      page.getByRole('button', { name: 'Submit test' }),
      'Submit your test?',
    );
    await confirm.getByText('You have 9 unanswered questions.').waitFor();
    await confirm.getByText('You flagged question 3 for review.', { exact: true }).waitFor();
    await screenshot(page, 'timed-test-confirm-desktop', { fullPage: true });
    await confirm.getByRole('button', { name: 'Submit' }).click();

    await page.getByRole('heading', { name: 'Test submitted' }).waitFor();
    await page.getByText('You submitted this test.').waitFor();
    await page.getByText('3 of 12').waitFor();
    await page
      .getByText(
        'What happens next: the recruiter reviews your result and decides who goes on. Follow your application under Jobs.',
      )
      .waitFor();
    const held = await serverHolds('student@example.com', 101, (a) => a.status === 'submitted');
    expect(held).toMatchObject({ submittedBy: 'student' });
    expect(held.answers).toHaveLength(3);
    await screenshot(page, 'timed-test-result-desktop', { fullPage: true });

    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    // What is left are student@'s events on their applications (D26); the test is gone.
    await drawer.getByRole('region', { name: 'Updates on your applications' }).waitFor();
    expect(await drawer.getByRole('button', { name: 'Resume test' }).count()).toBe(0);
    expect(await drawer.getByText('Aptitude Assessment — Round 1').count()).toBe(0);

    // Later, from the start page: the test is listed as submitted, and its result reopens.
    await page.goto('/home');
    const card = page.getByRole('region', { name: 'Your tests' });
    const item = card.getByRole('listitem').filter({ hasText: 'Aptitude Assessment — Round 1' });
    await item.getByText('Submitted', { exact: true }).waitFor();
    await item.getByRole('link', { name: 'View result' }).click();
    await page.waitForURL('**/test/test/1/101');
    await page.getByRole('heading', { name: 'Test submitted' }).waitFor();
    await page.getByText('3 of 12').waitFor();
    await page
      .getByText(
        'What happens next: the recruiter reviews your result and decides who goes on. Follow your application under Jobs.',
      )
      .waitFor();
  });

  it('a short test runs out and submits itself with the answers given', async () => {
    const { page } = story;
    const TaskID = await assignTest({
      email: 'student2@example.com',
      CourseID: 1,
      TaskName: 'Quick check',
      TotalDuration: 20,
    });
    await startTest(page, 'student2@example.com', 1, TaskID);
    // Warned with the time truly left (issue 12), not "1 minute".
    await page
      .getByRole('alert')
      .getByText(/^\d{1,2} seconds left\. The test submits itself when the time is up\.$/)
      .waitFor();
    await page.getByRole('radio', { name: optionText(aptitude[0], 1) }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: optionText(aptitude[1], 0) }).check();

    await page.getByRole('heading', { name: 'Test submitted' }).waitFor({ timeout: 30_000 });
    await page.getByText('Time ran out; your answers were submitted automatically.').waitFor();
    await page.getByText('2 of 12').waitFor();
    const held = await serverHolds('student2@example.com', TaskID, (a) => a.status === 'submitted');
    expect(held).toMatchObject({ submittedBy: 'timeUp' });
    expect(held.answers.map((answer) => answer.QuestionID)).toEqual([101, 102]);
  }, 60_000);
});

describe('One writer per attempt (D15)', () => {
  const story = useBrowser(desktop);

  it('a second tab takes over; the first says so and stops saving', async () => {
    const { page: first, context } = story;
    await startTest(first, 'student2@example.com', 2, 102);
    await first.getByRole('radio', { name: optionText(programming[0], 0) }).check();
    await saveStatus(first).filter({ hasText: 'All answers saved' }).waitFor();

    const second = await context.newPage();
    await second.goto('/test/test/2/102');
    await questionHeading(second).filter({ hasText: 'Question 1 of 12' }).waitFor();
    await first.getByRole('heading', { name: 'This test is open in another tab' }).waitFor();
    expect(await first.getByRole('radio').count()).toBe(0);
    await screenshot(first, 'timed-test-taken-over-desktop', { fullPage: true });

    await second.getByRole('radio', { name: optionText(programming[0], 2) }).check();
    await saveStatus(second).filter({ hasText: 'All answers saved' }).waitFor();
    const held = await serverHolds('student2@example.com', 102, (a) => a.writerID !== null);
    expect(answerOf(held, programming[0]?.QuestionID ?? 0)).toEqual([
      programming[0]?.options[2]?.OptionID,
    ]);

    // "Continue here" takes the test back; now the second tab is the one told.
    await first.getByRole('button', { name: 'Continue here' }).click();
    await questionHeading(first).filter({ hasText: 'Question 1 of 12' }).waitFor();
    await second.getByRole('heading', { name: 'This test is open in another tab' }).waitFor();
  });
});

describe('The test on a phone, in Tamil', () => {
  const story = useBrowser(phone);

  it('shows the instructions and the questions in Tamil without sideways scrolling', async () => {
    const { page, context } = story;
    await signIn(page, 'student2@example.com');
    await page.waitForURL('**/home');
    await page.goto('/test/test/2/102');
    await page.getByRole('button', { name: 'Start test' }).waitFor();
    await screenshot(page, 'timed-test-instructions-phone', { fullPage: true });
    await page.getByRole('button', { name: 'Start test' }).click();
    await questionHeading(page).filter({ hasText: 'Question 1 of 12' }).waitFor();
    await screenshot(page, 'timed-test-question-phone', { fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);

    // The language switch's choice lives in the i18next cookie (D17); the phone's switch is in the menu.
    await context.addCookies([{ name: 'i18next', value: 'tn', url: baseURL() }]);
    await page.reload();
    await page.getByText(programming[0]?.text.tn ?? '-').waitFor();
    await screenshot(page, 'timed-test-question-phone-tamil', { fullPage: true });
  });
});
