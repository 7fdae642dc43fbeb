import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CompanyDashboard } from '#openapi/dashboard-company.ts';
import { type InstituteDashboard, placementReportColumns } from '#openapi/dashboard-institute.ts';
import { runAxe } from '../a11y/support/axe.ts';
import {
  baseURL,
  desktop,
  phone,
  screenshot,
  screenshotDir,
  settled,
  useBrowser,
} from './support/browser.ts';
import { signIn } from './support/session.ts';

// The company's and the institute's dashboards (issue 28, D25, D30): each role opens its landing
// page and reads the seed's figures, as the server computes them, in the tables and the charts;
// the institute admin downloads and prints the placement report; both pages in Tamil on a phone.

const axeFindings = async (page: Page) =>
  (await runAxe(page, ['.page-frame'])).map((finding) => `${finding.rule} ${finding.target}`);

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The dashboard's figures as the server gives them to the signed-in user. */
const figuresOf = <Body>(page: Page, path: string) =>
  page.evaluate(async (path) => {
    const token = (localStorage.getItem('user_token') ?? '').replaceAll('"', '');
    const response = await fetch(`/api/${path}`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Client-Version': '2.1.18' },
    });
    return (await response.json()).body;
  }, path) as Promise<Body>;

/** The cells of a figure block's table row, by the row's name: "Applications" → ["210"]. */
async function tableRow(page: Page, title: string, rowName: string): Promise<string[]> {
  const row = page
    .getByRole('region', { name: `${title}: table` })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowName, exact: true }) });
  return row.getByRole('cell').allTextContents();
}

const count = (value: number) => new Intl.NumberFormat('en-IN').format(value);

/**
 * Waits for every figure block's chart to be drawn (the chart code arrives after the tables), each block
 * scrolled to in turn: a chart is drawn as its block comes near the screen (issue 29).
 */
async function chartsDrawn(page: Page) {
  for (const block of await page.locator('.figure-block').all()) {
    await block.scrollIntoViewIfNeeded();
    await block.locator('.figure-block-chart svg.figure-chart-svg').waitFor();
  }
}

describe('A client admin opens the company dashboard', () => {
  const story = useBrowser(desktop);

  it("shows the company's name and the seed's figures in tables and charts", async () => {
    const { page } = story;
    await signIn(page, 'clientadmin@example.com');
    await page.waitForURL('**/admindashboard');
    await page.getByText('Nilgiri Software Labs, Bengaluru').waitFor();
    await page.getByRole('heading', { name: 'The company at a glance' }).waitFor();
    const figures = await figuresOf<CompanyDashboard>(page, 'dashboard/v1/company');
    expect(figures.totals.applications).toBeGreaterThan(0);
    const glance = 'The company at a glance';
    expect(await tableRow(page, glance, 'Applications')).toEqual([
      count(figures.totals.applications),
    ]);
    expect(await tableRow(page, glance, 'Open jobs')).toEqual([count(figures.totals.openJobs)]);
    expect(await tableRow(page, glance, 'Offers accepted')).toEqual([
      count(figures.totals.offersAccepted),
    ]);
    const recruiter = figures.byRecruiter[0] as CompanyDashboard['byRecruiter'][number];
    expect(await tableRow(page, 'Per recruiter', recruiter.displayName)).toEqual(
      [
        recruiter.openJobs,
        recruiter.applications,
        recruiter.offersMade,
        recruiter.offersAccepted,
      ].map(count),
    );
    await chartsDrawn(page);
    // The account card names the company, not "Institute: Not given".
    const account = page.getByRole('region', { name: 'Your account' });
    await account.getByText('Nilgiri Software Labs').waitFor();
    expect(await account.getByText('Not given').count()).toBe(0);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'company-dashboard-desktop', { fullPage: true });

    // Dates with no applications say so.
    await page.getByLabel('Applied from').fill('2001-01-01');
    await page.getByLabel('Applied to').fill('2001-01-02');
    await page.waitForURL('**to=2001-01-02**');
    // The figures redraw in a deferred render, in slices (issue 29): on a busy machine, past the
    // poll's default second.
    await expect
      .poll(() => tableRow(page, glance, 'Applications'), { timeout: 10_000 })
      .toEqual(['0']);
    expect(story.consoleErrors).toEqual([]);
  });
});

describe('An institute admin opens the placement dashboard and its report', () => {
  const story = useBrowser(desktop);

  it("shows the seed's placement figures, downloads the CSV and prints a clean A4 report", async () => {
    const { page } = story;
    await signIn(page, 'instituteadmin@example.com');
    await page.waitForURL('**/collegedashboard');
    await page.getByRole('heading', { name: 'Students and placements' }).waitFor();
    const figures = await figuresOf<InstituteDashboard>(page, 'dashboard/v1/institute');
    expect(figures.totals.students).toBeGreaterThan(0);
    expect(await tableRow(page, 'Students and placements', 'All students')).toEqual(
      [figures.totals.students, figures.totals.placed, figures.totals.applications].map(count),
    );
    const cs = figures.byClass[0] as InstituteDashboard['byClass'][number];
    expect(await tableRow(page, 'Students and placements', cs.className)).toEqual(
      [cs.students, cs.placed, cs.applications].map(count),
    );
    await chartsDrawn(page);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'institute-dashboard-desktop', { fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download report (CSV)' }).click(),
    ]);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = parse(bytes.subarray(3).toString('utf8')) as string[][];
    expect(header).toEqual([...placementReportColumns]);
    expect(records).toHaveLength(figures.totals.students);
    expect(records.filter((record) => record[7] === 'yes')).toHaveLength(figures.totals.placed);

    // Printed: only the report, with the institute's name and the day; no navigation.
    await page.emulateMedia({ media: 'print' });
    const report = page.locator('.placement-report');
    await report.getByRole('heading', { name: figures.institute.name }).waitFor();
    await report.getByText(/^Placement report, graduation year \d{4}, printed on /).waitFor();
    expect(await page.getByRole('navigation').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print report' }).isVisible()).toBe(false);
    expect(await report.getByRole('row').count()).toBe(
      1 + 1 + figures.byClass.length + 1 + figures.byCompany.length + 1 + figures.byJob.length,
    );
    await screenshot(page, 'placement-report-print', { fullPage: true });
    const pdf = await page.pdf({ format: 'A4', path: `${screenshotDir}/placement-report.pdf` });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });
    expect(story.consoleErrors).toEqual([]);
  });
});

describe('The dashboards on a phone, in Tamil', () => {
  const story = useBrowser(phone);

  for (const [email, path, heading, name] of [
    ['clientadmin@example.com', '/admindashboard', 'நிறுவனம் ஒரு பார்வையில்', 'company'],
    ['instituteadmin@example.com', '/collegedashboard', 'மாணவர்களும் பணியமர்வுகளும்', 'institute'],
  ] as const) {
    it(`fits the ${name} dashboard in 375 px with Tamil labels, axe-clean`, async () => {
      const { page, context } = story;
      await signIn(page, email);
      await page.waitForURL(`**${path}`);
      await context.addCookies([{ name: 'i18next', value: 'tn', url: baseURL() }]);
      await page.reload();
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.getByRole('region', { name: `${heading}: அட்டவணை` }).waitFor();
      await chartsDrawn(page);
      await settled(page);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await axeFindings(page)).toEqual([]);
      await screenshot(page, `${name}-dashboard-phone-tamil`, { fullPage: true });
      expect(story.consoleErrors).toEqual([]);
    });
  }
});
