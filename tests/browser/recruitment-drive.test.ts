import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { JobDetailResponse } from '#openapi/jobs.ts';
import {
  confirmation,
  desktop,
  openDialog,
  openMenu,
  screenshot,
  shownDialog,
  useBrowser,
} from './support/browser.ts';
import { signIn } from './support/session.ts';

// A whole campus drive, as its four people run it in a browser (D13, D14, D19–D25): a recruiter
// posts a job with a test, student2@ finds it, applies and sits the test, the recruiter takes them
// through the pipeline to an offer, the student accepts it, and Malabar's placement officer sees
// the student placed. Someone of the other company finds no trace of the job.

const title = 'Embedded Systems Trainee';
const student = { email: 'student2@example.com', name: 'Ananya Iyer' };
const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const daysAhead = (days: number) =>
  new Date(Date.now() + days * 24 * 3600 * 1000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Kolkata',
  });

/** Signs `email` in, on a fresh page of the story's browser. */
async function as(page: Page, email: string, path: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(path);
}

const column = (page: Page, stage: string) =>
  page.getByRole('region', { name: stage, exact: true });

async function pick(page: Page, stage: string, action: string) {
  const menu = await openMenu(
    page,
    column(page, stage).getByRole('button', { name: `Actions for ${student.name}` }),
  );
  await menu.getByRole('menuitem', { name: action }).click();
}

describe('A campus drive, from the job post to the placed student', () => {
  const story = useBrowser(desktop);

  it('runs post → apply → test → shortlist → interview → offer → accept → placed', async () => {
    const { page } = story;

    // The recruiter posts a job with a test, open to Malabar Engineering College.
    await as(page, 'recruiter@example.com', '/postjob');
    await page.getByLabel('Job title').fill(title);
    await page.getByLabel('Job type').selectOption({ label: 'Full time' });
    await page.getByLabel('Locations').fill('Kochi');
    await page.keyboard.press('Enter');
    await page.getByLabel('Minimum CTC (lakh per annum)').fill('4');
    await page.getByLabel('Maximum CTC (lakh per annum)').fill('6');
    await page.getByRole('checkbox', { name: 'Malabar Engineering College, Kochi' }).check();
    await page.getByLabel('Assessment course').selectOption({ label: 'Aptitude' });
    await page.getByLabel('Test length (minutes)').fill('20');
    await page.getByLabel('Minimum score, cut-off (%)').fill('40');
    await page.getByLabel('Last day to apply').fill(inAMonth);
    const editor = page.getByRole('textbox', { name: 'Job description' });
    await editor.click();
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.insertText('Firmware for our sensors.');
    const created = page.waitForResponse('**/api/jobs/v1/create');
    await page.getByRole('button', { name: 'Publish' }).click();
    const { job } = ((await (await created).json()) as JobDetailResponse).body;
    await page.waitForURL('**/myjobs');
    await page
      .getByRole('row')
      .filter({ hasText: title })
      .getByText('Open', { exact: true })
      .waitFor();

    // The student finds it, reads it, applies, and sits its test from the application.
    await as(page, student.email, `/jobs?q=${encodeURIComponent('Embedded Systems')}`);
    await page.getByRole('link', { name: title }).click();
    const drawer = await shownDialog(page, title);
    expect(await drawer.locator('.rich-text strong').textContent()).toBe(
      'Firmware for our sensors.',
    );
    // The job's rules, as every role reads them, with the test's cut-off.
    const rules = drawer.getByRole('region', { name: 'Who may apply' });
    await rules.getByText('Malabar Engineering College, Kochi').waitFor();
    await rules.getByText('Cut-off 40%').waitFor();
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await (await confirmation(page, new RegExp(`^Apply to ${title}`)))
      .getByRole('button', { name: 'Apply' })
      .click();
    await drawer.getByRole('link', { name: 'Take the test' }).click();
    await page.getByRole('button', { name: 'Start test' }).click();
    const submit = await openDialog(
      page,
      page.getByRole('button', { name: 'Submit test' }),
      'Submit your test?',
    );
    await submit.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Test submitted' }).waitFor();

    // The recruiter sees the score, and takes the student to an offer.
    await as(page, 'recruiter@example.com', `/progress/${job.slug}`);
    const card = column(page, 'Test completed').getByRole('article', { name: student.name });
    await card.getByText('Score 0%').waitFor();
    await card.getByText('Below cut-off').waitFor();
    await pick(page, 'Test completed', 'Move to Shortlisted');
    await column(page, 'Shortlisted').getByRole('article', { name: student.name }).waitFor();
    await pick(page, 'Shortlisted', 'Schedule interview');
    const interview = await shownDialog(page, 'Schedule interview');
    await interview.getByLabel('Date').fill(daysAhead(2));
    await interview.getByLabel('Time').fill('11:00');
    await interview.getByRole('radio', { name: 'On campus' }).check();
    await interview.getByRole('button', { name: 'Schedule interview' }).click();
    await column(page, 'Interview')
      .getByRole('article', { name: student.name })
      .getByText(/^Interview: .+, 11:00 · On campus$/)
      .waitFor();
    await pick(page, 'Interview', 'Make an offer');
    const offer = await shownDialog(page, 'Make an offer');
    await offer.getByLabel('CTC (LPA)').fill('5.5');
    await offer.getByRole('button', { name: 'Make an offer' }).click();
    await column(page, 'Offered')
      .getByRole('article', { name: student.name })
      .getByText('Offer: ₹5.5 LPA')
      .waitFor();

    // The student accepts the offer.
    await as(page, student.email, '/jobs?tab=applications');
    const application = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await application.getByRole('button', { name: 'Accept offer' }).click();
    await (await confirmation(page, /^Accept the offer from/))
      .getByRole('button', { name: 'Accept offer' })
      .click();
    await application.getByText('Offer accepted').waitFor();

    // Malabar's placement officer sees the student placed.
    await as(page, 'instituteadmin3@example.com', `/alljobs?job=${job.slug}`);
    const officer = page.getByRole('dialog', { name: title });
    await officer.getByRole('heading', { name: 'Your students by stage' }).waitFor();
    await officer.getByRole('region', { name: 'Who may apply' }).getByText('Cut-off 40%').waitFor();
    const row = officer.getByRole('listitem').filter({ hasText: student.name });
    await row.getByText('Placed').waitFor();
    await screenshot(page, 'recruitment-drive-placed');

    // A recruiter of the other company finds no trace of the job.
    await as(page, 'sindhu.recruiter@example.com', `/progress/${job.slug}`);
    await page.getByText('There is no such job, or it is not shared with you.').waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    expect(await page.getByText(student.name).count()).toBe(0);
    expect(story.consoleErrors).toEqual([]);
  }, 120_000); // Four people and eight steps: some 40 s on CI, twice the time of a page story.
});
