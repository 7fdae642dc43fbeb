import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CandidatesResponse } from '#openapi/applications.ts';
import type { CompanyJobsResponse, InstituteJobsResponse } from '#openapi/jobs.ts';
import type { LoginResponse } from '#openapi/user.ts';
import {
  baseURL,
  confirmation,
  desktop,
  phone,
  screenshot,
  settled,
  shownDialog,
  useBrowser,
} from './support/browser.ts';
import { demoPassword, signIn } from './support/session.ts';

// The job board (D14, D19–D21, D25) as its people use it: a student finds a job, reads it,
// applies and follows the application; a student answers an offer; the institute admin sees the
// jobs open to the institute; the client admin closes one.

/** Signs in and opens `path` once the landing page has come. */
async function signInTo(page: Page, email: string, path: string) {
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(path);
}

/** The card of a job in a list, by its title. */
const cardOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** Calls the API as `email` would, for what the story needs to know of the seed. */
async function apiAs(email: string) {
  const login = await fetch(`${baseURL()}/api/user/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password: demoPassword, deviceInfo: {} }),
  });
  const { token } = ((await login.json()) as LoginResponse).body;
  return async <Answer>(path: string): Promise<Answer> => {
    const response = await fetch(`${baseURL()}/api/${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await response.json()) as Answer;
  };
}

/**
 * A seeded student whose offer on an open job waits for an answer, found as the client admin sees
 * the company's candidates: the seed names no such student, so the story follows whatever it holds.
 */
async function studentWithOffer(): Promise<{ email: string; jobTitle: string }> {
  const get = await apiAs('clientadmin@example.com');
  const jobs = await get<CompanyJobsResponse>('jobs/v1/listCompanyJobs?status=open');
  for (const { job, stageCounts } of jobs.body.items) {
    if (stageCounts.offered === 0) continue;
    const offered = await get<CandidatesResponse>(
      `applications/v1/listCandidates?JobID=${job.JobID}&stage=offered`,
    );
    const [first] = offered.body.items;
    if (first) return { email: first.applicant.email, jobTitle: job.title };
  }
  throw new Error('the seed has no offer waiting on an open job of Nilgiri Software Labs');
}

describe('A student on the job board', () => {
  const story = useBrowser(desktop);

  it('finds an open job by a search, reads it, applies and follows it in My applications', async () => {
    const { page } = story;
    await signInTo(page, 'student2@example.com', '/jobs');
    await page.getByRole('searchbox', { name: 'Search' }).fill('support');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/jobs?q=support');
    await page.getByText('1 open job for you').waitFor();

    await page.getByRole('link', { name: 'Technical Support Associate' }).click();
    await page.waitForURL('**/jobs?q=support&job=technical-support-associate-5');
    const drawer = await shownDialog(page, 'Technical Support Associate');
    await drawer.getByRole('heading', { name: 'About the job' }).waitFor();
    await drawer.getByText('What you will work with').waitFor();

    await drawer.getByRole('button', { name: 'Apply' }).click();
    const dialog = await confirmation(
      page,
      'Apply to Technical Support Associate at Nilgiri Software Labs?',
    );
    await dialog
      .getByText('An online test of 20 minutes will be assigned to you at once.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const takeTest = drawer.getByRole('link', { name: 'Take the test' });
    await takeTest.waitFor();
    expect(await takeTest.getAttribute('href')).toMatch(/^\/test\/test\/3\/\d+$/);
    await screenshot(page, 'job-board-applied-desktop');

    await drawer.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'My applications' }).click();
    await page.waitForURL('**/jobs?q=support&tab=applications');
    const card = cardOf(page, 'Technical Support Associate');
    await card.getByText('Test assigned').waitFor();
    await card.getByRole('link', { name: 'Take the test' }).click();
    await page.waitForURL(/\/test\/test\/3\/\d+$/);
    await page.getByRole('button', { name: 'Start test' }).waitFor();
    expect(story.consoleErrors).toEqual([]);
  });

  it('accepts the offer waiting on one of their applications', async () => {
    const { page } = story;
    const { email, jobTitle } = await studentWithOffer();
    await signInTo(page, email, '/jobs?tab=applications');
    const card = cardOf(page, jobTitle);
    await card.getByText('Offered').waitFor();
    await card.getByRole('button', { name: 'Accept offer' }).click();
    await (await confirmation(page, /^Accept the offer from/))
      .getByRole('button', { name: 'Accept offer' })
      .click();
    await card.getByText('Offer accepted').waitFor();
    await card.getByText(/^You accepted the offer of ₹[\d.]+ LPA\. Congratulations!$/).waitFor();
    expect(await card.getByRole('button', { name: 'Accept offer' }).count()).toBe(0);
    expect(story.consoleErrors).toEqual([]);
  });
});

describe('The people who run the drive', () => {
  const story = useBrowser(desktop);

  it("the institute admin sees the jobs open to the institute with their students' counts", async () => {
    const { page } = story;
    const answer = page.waitForResponse((response) =>
      response.url().includes('/api/jobs/v1/listInstituteJobs'),
    );
    await signInTo(page, 'instituteadmin@example.com', '/alljobs');
    const { body } = (await (await answer).json()) as InstituteJobsResponse;
    const frontend = body.items.find((item) => item.job.title === 'Frontend Developer Trainee');
    expect(frontend?.applicantCount).toBeGreaterThan(0);
    const card = cardOf(page, 'Frontend Developer Trainee');
    const figure = (name: string) => card.locator('dt', { hasText: name }).locator('+ dd');
    await expect
      .poll(() => figure('Eligible students').textContent())
      .toBe(String(frontend?.eligibleCount));
    expect(await figure('Applied').textContent()).toBe(String(frontend?.applicantCount));
    await page.getByText(`${body.total} open jobs for your institute`).waitFor();
    expect(story.consoleErrors).toEqual([]);
  });

  it('the client admin closes an open job of the company', async () => {
    const { page } = story;
    await signInTo(page, 'clientadmin@example.com', '/jobs');
    await page.getByText('Open (6)').click();
    await page.waitForURL('**/jobs?status=open');
    const card = cardOf(page, 'Frontend Developer Trainee');
    await card.getByText('Posted by Priya Raman').waitFor();
    await card.getByRole('button', { name: 'Close job' }).click();
    await (await confirmation(page, 'Close Frontend Developer Trainee?'))
      .getByRole('button', { name: 'Close job' })
      .click();
    await page.getByText('Frontend Developer Trainee is closed.').waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByText('Open (5)').waitFor();
    expect(story.consoleErrors).toEqual([]);
  });

  it('the client admin reads a job from its title: its rules, and the status action', async () => {
    const { page } = story;
    await signInTo(page, 'clientadmin@example.com', '/jobs?status=open');
    await cardOf(page, 'Associate Software Engineer')
      .getByRole('link', { name: 'Associate Software Engineer' })
      .click();
    await page.waitForURL('**/jobs?status=open&job=associate-software-engineer-2');
    const drawer = await shownDialog(page, 'Associate Software Engineer');
    const rules = drawer.getByRole('region', { name: 'Who may apply' });
    await rules.getByText('CGPA 7.0 or above').waitFor();
    await rules.getByText('MCA — Final year').waitFor();
    await drawer.getByRole('button', { name: 'Close job' }).waitFor();
    await screenshot(page, 'job-board-client-admin-job-desktop');
    // Escape answers the confirmation only: the job's drawer under it stays open.
    await drawer.getByRole('button', { name: 'Close job' }).click();
    await confirmation(page, 'Close Associate Software Engineer?');
    await screenshot(page, 'job-board-close-confirm-desktop');
    await page.keyboard.press('Escape');
    // The question's dialog is in the drawer: found by its state, not by the words they share.
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await settled(page);
    expect(new URL(page.url()).searchParams.get('job')).toBe('associate-software-engineer-2');
    expect(await drawer.isVisible()).toBe(true);
    expect(story.consoleErrors).toEqual([]);
  });
});

/**
 * The controls under `scope` smaller than a 44 px tap target. A select's inner input sits in its
 * box, which is measured instead; links inside a description's sentences are inline text, which
 * the target-size rule exempts.
 */
function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(
    (within) =>
      [...document.querySelectorAll(`${within} :is(a, button, input, select, .ant-select)`)]
        .filter(
          (element) => !element.closest('.ant-select-selector, .ant-select-content, .rich-text'),
        )
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .filter((element) => element.getBoundingClientRect().height < 44)
        .map((element) => element.textContent || element.outerHTML.slice(0, 80)),
    scope,
  );
}

describe('The job board on a phone, in Tamil', () => {
  const story = useBrowser(phone);

  it('fits 375 px without sideways scrolling, the list and a job alike', async () => {
    const { page, context } = story;
    await signIn(page, 'student2@example.com');
    await page.waitForURL('**/home');
    await context.addCookies([{ name: 'i18next', value: 'tn', url: baseURL() }]);
    await page.goto('/jobs');
    await page.getByRole('tab', { name: 'என் விண்ணப்பங்கள்' }).waitFor();
    await page.getByText('உங்களுக்கான 2 திறந்த வேலைகள்').waitFor();
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await scrollWidth()).toBeLessThanOrEqual(phone.width);
    expect(await smallTargets(page, 'main')).toEqual([]);
    await screenshot(page, 'job-board-student-phone-tamil', { fullPage: true });

    await page.getByRole('link', { name: 'Customer Success Associate' }).click();
    const drawer = page.getByRole('dialog', { name: 'Customer Success Associate' });
    await drawer.getByRole('button', { name: 'விண்ணப்பி' }).waitFor();
    await drawer.getByRole('region', { name: 'யார் விண்ணப்பிக்கலாம்' }).waitFor();
    expect(await scrollWidth()).toBeLessThanOrEqual(phone.width);
    expect(await smallTargets(page, '.job-drawer')).toEqual([]);
    await screenshot(page, 'job-board-job-phone-tamil');
    await drawer.getByRole('button', { name: 'விண்ணப்பி' }).click();
    const ask = await confirmation(page, /Customer Success Associate வேலைக்கு விண்ணப்பிக்கவா\?$/);
    expect(await scrollWidth()).toBeLessThanOrEqual(phone.width);
    expect(await smallTargets(page, 'dialog[open]')).toEqual([]);
    await screenshot(page, 'job-board-apply-confirm-phone-tamil');
    await ask.getByRole('button', { name: 'ரத்துசெய்' }).click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    expect(story.consoleErrors).toEqual([]);
  });
});
