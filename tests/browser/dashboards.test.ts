import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RecruiterDashboardResponse } from '#openapi/dashboard-recruiter.ts';
import { runAxe } from '../a11y/support/axe.ts';
import { baseURL, desktop, phone, screenshot, settled, useBrowser } from './support/browser.ts';
import { signIn } from './support/session.ts';

// The dashboards (issue 28, D30): a recruiter's and a student's /dashboard show each figure as a
// chart and as a table of the same figures, the server's, in English and in Tamil, on a phone and
// on a desktop.

const axeFindings = async (page: Page) =>
  (await runAxe(page, ['.page-frame'])).map((finding) => `${finding.rule} ${finding.target}`);

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A figure table's rows as text, the head first. */
const rowsOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    );

/**
 * The figure blocks' charts drawn so far: one chart SVG in each block that has rows. A chart is
 * drawn as its block comes near the screen (issue 29), so every block is scrolled to first.
 */
const chartsDrawn = async (page: Page) => {
  for (const block of await page.locator('.figure-block').all()) {
    await block.scrollIntoViewIfNeeded();
  }
  return page.locator('.figure-block .figure-block-chart svg.figure-chart-svg').count();
};

describe("A recruiter's dashboard", () => {
  const story = useBrowser(desktop);

  it("shows the server's figures as charts and tables, in English and in Tamil, on a phone too", async () => {
    const { page, context } = story;
    await signIn(page, 'recruiter@example.com');
    await page.waitForURL('**/home');
    const answer = page.waitForResponse((response) =>
      response.url().includes('/api/dashboard/v1/recruiter'),
    );
    await page.goto('/dashboard');
    const figures = ((await (await answer).json()) as RecruiterDashboardResponse).body;
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('table', { name: 'Stage funnel', exact: true }).waitFor();
    expect(figures.applications).toBeGreaterThan(0);
    const percent = (value: number | null) => (value === null ? '–' : `${value}%`);
    expect(await rowsOf(page, 'Stage funnel')).toEqual([
      ['Stage', 'Reached', 'From the step before'],
      ...figures.funnel.map((row, index) => [
        ['Applied', 'Shortlisted', 'Interview', 'Offered', 'Offer accepted'][index],
        row.reached.toLocaleString('en-IN'),
        percent(row.conversion),
      ]),
    ]);
    expect(await rowsOf(page, 'Offers')).toContainEqual(['Made', String(figures.offers.made)]);
    await expect.poll(() => chartsDrawn(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    await settled(page);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'dashboard-recruiter-desktop', { fullPage: true });

    // One job of the company: the URL keeps it, the figures are that job's.
    await page.getByLabel('Jobs', { exact: true }).selectOption({ index: 2 });
    await page.waitForURL(/\/dashboard\?job=\d+/);
    await settled(page);

    await context.addCookies([{ name: 'i18next', value: 'tn', url: baseURL() }]);
    await page.setViewportSize(phone);
    await page.goto('/dashboard');
    await page.getByRole('table', { name: 'நிலைகளின் புனல்', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'நாள்தோறும் விண்ணப்பங்கள்' }).waitFor();
    await expect.poll(() => chartsDrawn(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    await settled(page);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'dashboard-recruiter-phone-tamil', { fullPage: true });
    await page.setViewportSize(desktop);
    await screenshot(page, 'dashboard-recruiter-desktop-tamil', { fullPage: true });
    expect(story.consoleErrors).toEqual([]);
  }, 90_000);
});

describe("A student's dashboard on a phone", () => {
  const story = useBrowser(phone);

  it('shows their applications by stage as a chart and a table, in English and in Tamil', async () => {
    const { page, context } = story;
    await signIn(page, 'student@example.com');
    await page.waitForURL('**/home');
    await page.goto('/dashboard');
    // The seed gives student@ three applications: shortlisted, at interview and rejected.
    await page.getByRole('table', { name: 'My applications by stage', exact: true }).waitFor();
    expect(await rowsOf(page, 'My applications by stage')).toEqual([
      ['Stage', 'Applications'],
      ['Shortlisted', '1'],
      ['Interview', '1'],
      ['Rejected', '1'],
    ]);
    await page
      .locator('p.figure-block-summary', { hasText: '3 applications, 2 still in progress.' })
      .waitFor();
    await expect.poll(() => chartsDrawn(page), { timeout: 15_000 }).toBe(1);
    await settled(page);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'dashboard-student-phone', { fullPage: true });

    await context.addCookies([{ name: 'i18next', value: 'tn', url: baseURL() }]);
    await page.goto('/dashboard');
    const table = 'நிலை வாரியாக என் விண்ணப்பங்கள்';
    await page.getByRole('table', { name: table, exact: true }).waitFor();
    expect(await rowsOf(page, table)).toEqual([
      ['நிலை', 'விண்ணப்பங்கள்'],
      ['தேர்வுப் பட்டியலில்', '1'],
      ['நேர்காணல்', '1'],
      ['நிராகரிக்கப்பட்டது', '1'],
    ]);
    await settled(page);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'dashboard-student-phone-tamil', { fullPage: true });
    await page.setViewportSize(desktop);
    await screenshot(page, 'dashboard-student-desktop-tamil', { fullPage: true });
    expect(story.consoleErrors).toEqual([]);
  }, 90_000);
});
