import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resultsCsvColumns } from '#openapi/operations/results.ts';
import { runAxe } from '../a11y/support/axe.ts';
import { baseURL, desktop, phone, screenshot, settled, useBrowser } from './support/browser.ts';
import { signIn } from './support/session.ts';

// Results (issue 28, D24): a recruiter narrows /result to one job and exports it, and the CSV holds
// exactly the table's total; a student who sat a job's test opens their own results on a phone.

/** Job 1 of the seed: Graduate Engineer Trainee, with a 60-minute test and many takers. */
const job = { JobID: '1', title: 'Graduate Engineer Trainee' };

const axeFindings = async (page: Page) =>
  (await runAxe(page, ['.page-frame'])).map((finding) => `${finding.rule} ${finding.target}`);

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The total the page states above the table: "37 results". */
async function statedTotal(page: Page): Promise<number> {
  const text = (await page.locator('.results-total').textContent()) ?? '';
  return Number(text.match(/\d+/)?.[0]);
}

/** Exports the filter shown, and reads the downloaded CSV back (without its byte-order mark). */
async function exportCsv(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(bytes.subarray(3).toString('utf8')) as string[][];
}

describe('A recruiter filters results by job and exports them', () => {
  const story = useBrowser(desktop);

  it('exports as many rows as the filtered table counts, every one of the job', async () => {
    const { page } = story;
    await signIn(page, 'recruiter@example.com');
    await page.waitForURL('**/home');
    await page.goto('/result');
    await page.getByRole('heading', { level: 1, name: 'Results' }).waitFor();
    await page.getByRole('region', { name: 'Results table' }).waitFor();
    const everyJob = await statedTotal(page);

    await page.getByLabel('Job', { exact: true }).selectOption(job.JobID);
    await page.waitForURL(`**/result?job=${job.JobID}`);
    // The previous page stays while the job's loads: wait until it is the job's.
    await expect.poll(() => statedTotal(page)).toBeLessThan(everyJob);
    await settled(page);
    const total = await statedTotal(page);
    expect(total).toBeGreaterThan(0);
    const shownJobs = await page.locator('.results-table tbody td:nth-child(2)').allTextContents();
    expect(shownJobs.every((cell) => cell.startsWith(job.title))).toBe(true);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'results-recruiter-desktop', { fullPage: true });

    const [header, ...records] = await exportCsv(page);
    expect(header).toEqual([...resultsCsvColumns]);
    expect(records).toHaveLength(total);
    expect(new Set(records.map((record) => record[4]))).toEqual(new Set([job.title]));

    // A score range narrows the same job; the export follows it.
    await page.getByLabel('Lowest percentage', { exact: true }).fill('60');
    await page.waitForURL('**min=60**');
    await expect.poll(() => statedTotal(page)).toBeLessThan(total);
    await settled(page);
    const narrowed = await statedTotal(page);
    expect(narrowed).toBeGreaterThan(0);
    const [, ...narrowedRecords] = await exportCsv(page);
    expect(narrowedRecords).toHaveLength(narrowed);
    expect(narrowedRecords.every((record) => Number(record[9]) >= 60)).toBe(true);

    // A row opens the candidate's profile.
    await page.locator('.results-table tbody tr').first().getByRole('link').click();
    await page.waitForURL('**/profile/*');
    expect(story.consoleErrors).toEqual([]);
  });
});

describe('A student opens their own results on a phone', () => {
  const story = useBrowser(phone);

  it('lists only their results, fits 375 px, and opens a result summary', async () => {
    const { page } = story;
    // A seeded student who sat job 1's test: the first of the job's results, as the recruiter's list has it.
    await signIn(page, 'recruiter@example.com');
    await page.waitForURL('**/home');
    const email = await page.evaluate(async (JobID) => {
      const token = (localStorage.getItem('user_token') ?? '').replaceAll('"', '');
      const response = await fetch(`/api/results/v1/list?JobID=${JobID}&pageSize=1`, {
        headers: { Authorization: `Bearer ${token}`, 'X-Client-Version': '2.1.18' },
      });
      const listed = await response.json();
      localStorage.clear();
      return listed.body.items[0].candidate.email as string;
    }, job.JobID);

    await signIn(page, email);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/result');
    const card = page.getByRole('listitem').filter({ hasText: job.title }).first();
    await card.waitFor();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'results-student-phone', { fullPage: true });

    await card.getByRole('link', { name: `View result: ${job.title}` }).click();
    await page.waitForURL('**/test/test/*/*');
    await page.getByRole('heading', { level: 1, name: 'Test submitted' }).waitFor();
    expect(story.consoleErrors).toEqual([]);
  });
});

describe("A recruiter's results on a phone, in Tamil", () => {
  const story = useBrowser(phone);

  it('fits 375 px with the filters, the sort and the cards in Tamil, axe-clean', async () => {
    const { page, context } = story;
    await signIn(page, 'recruiter@example.com');
    await page.waitForURL('**/home');
    await context.addCookies([{ name: 'i18next', value: 'tn', url: baseURL() }]);
    await page.goto(`/result?job=${job.JobID}`);
    await page.getByRole('region', { name: 'முடிவுகள் பட்டியல்' }).waitFor();
    await page.getByLabel('இதன்படி வரிசைப்படுத்து').waitFor();
    await page.getByRole('button', { name: 'CSV ஏற்றுமதி' }).waitFor();
    await page.getByLabel('தகுதி வரம்பு', { exact: true }).waitFor();
    await settled(page);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'results-recruiter-phone-tamil', { fullPage: true });
    expect(story.consoleErrors).toEqual([]);
  });
});
