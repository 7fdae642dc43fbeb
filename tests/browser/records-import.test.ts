import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../a11y/support/axe.ts';
import { baseURL, desktop, phone, screenshot, settled, useBrowser } from './support/browser.ts';
import { signIn } from './support/session.ts';

// Academic records (issue 28, D28): a student who registers has no record and may apply to
// nothing; the placement officer imports a CSV with a bad row, sees the problem by row and column,
// fixes it and imports it, and the student's job opens to them.

const header = 'Email,CGPA,10th %,12th %,Active backlogs,Class,Graduation year';
const cs = 'B.E. Computer Science — Final year';
const noRecord = 'The placement office has not entered your academic record yet';
const newcomer = 'nila.records@example.com';

/** The year the final-year classes graduate, as the seed's jobs ask for it. */
const now = new Date();
const finalYear = now.getUTCMonth() >= 6 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();

const folder = mkdtempSync(join(tmpdir(), 'records-import-'));
function csvFile(name: string, rows: string[]): string {
  const path = join(folder, name);
  writeFileSync(path, `${[header, ...rows].join('\r\n')}\r\n`);
  return path;
}

const axeFindings = async (page: Page) =>
  (await runAxe(page, ['.page-frame'])).map((finding) => `${finding.rule} ${finding.target}`);

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
}

/** The title of a job the student may not apply to for want of a record alone. */
async function jobWantingOnlyARecord(page: Page): Promise<string> {
  await page.getByRole('button', { name: /jobs? you are not eligible for$/ }).click();
  const only = page
    .locator('.not-eligible-list > li')
    .filter({ has: page.locator('.eligibility-reasons li', { hasText: noRecord }) });
  await only.first().waitFor();
  for (const item of await only.all()) {
    const reasons = await item.locator('.eligibility-reasons li').allTextContents();
    if (reasons.length === 1 && reasons[0] === noRecord) {
      return (await item.locator('.not-eligible-title').textContent()) ?? '';
    }
  }
  throw new Error('no job wants only a record');
}

describe('The placement officer imports academic records', () => {
  const story = useBrowser(desktop);

  it('a bad row is shown by row and column, the fixed file is written, and the job opens', async () => {
    const { page } = story;
    const registered = await fetch(`${baseURL()}/api/user/v1/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Client-Version': '2.1.18' },
      body: JSON.stringify({
        name: 'Nila Raman',
        email: newcomer,
        mobile: '9123456781',
        password: 'Strong#Pass1',
        instituteID: 1,
        classID: 1,
        sectionID: 1,
        stateID: 23,
        languageID: 1,
      }),
    });
    expect(((await registered.json()) as { status: boolean }).status).toBe(true);

    await signIn(page, newcomer, 'Strong#Pass1');
    await page.waitForURL('**/home');
    await page.goto('/jobs');
    const heading = await jobWantingOnlyARecord(page);
    const title = heading.replace(/ at .*$/, '');
    await signOut(page);

    await signIn(page, 'instituteadmin@example.com');
    await page.waitForURL('**/collegedashboard');
    await page.goto('/students');
    await page.getByRole('heading', { level: 1, name: 'Students' }).waitFor();
    await page.getByText(/^\d+ students$/).waitFor();
    const choose = page.getByLabel('Choose a CSV file');
    await choose.setInputFiles(csvFile('bad.csv', [`${newcomer},11.5,88,84,0,${cs},${finalYear}`]));
    const problems = page.getByRole('table', { name: 'Problems in the file' });
    await problems.waitFor();
    expect(await problems.locator('tbody tr').first().locator('td').allTextContents()).toEqual([
      '2',
      'CGPA',
      'Must be from 0 to 10.',
      '11.5',
    ]);
    await page.getByText(/^1 problem in 1 of 1 rows\. Nothing was written/).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'records-import-problems', { fullPage: true });

    await choose.setInputFiles(
      csvFile('fixed.csv', [`${newcomer},8.6,88,84,0,${cs},${finalYear}`]),
    );
    await page.getByText(/^Every row is right: 1 rows, 1 new records/).waitFor();
    await page.getByRole('button', { name: 'Write 1 record' }).click();
    await page.getByText('1 record written.').waitFor();
    await page.getByLabel('Search by name or email').fill(newcomer);
    await page.getByLabel('Search by name or email').press('Enter');
    // The student's CGPA as written: a card's figure below 1400 px, a table cell above.
    await page.getByRole('main').getByText('8.6', { exact: true }).waitFor();
    await signOut(page);

    await signIn(page, newcomer, 'Strong#Pass1');
    await page.waitForURL('**/home');
    await page.goto('/jobs');
    await page.locator('.job-card-title', { hasText: title }).first().waitFor();
    expect(story.consoleErrors).toEqual([]);
  });
});

describe('/students on a phone and on a desktop, in English and Tamil', () => {
  for (const [size, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    describe(size, () => {
      const story = useBrowser(viewport);
      it('fits the screen without sideways scroll, axe-clean, in both languages', async () => {
        const { page, context } = story;
        await signIn(page, 'instituteadmin@example.com');
        await page.waitForURL('**/collegedashboard');
        await page.goto('/students');
        await page.getByText(/^\d+ students$/).waitFor();
        await settled(page);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        expect(await axeFindings(page)).toEqual([]);
        await screenshot(page, `students-${size}-en`);
        await context.addCookies([{ name: 'i18next', value: 'tn', url: baseURL() }]);
        await page.goto('/students');
        await page.getByText(/^\d+ மாணவர்கள்$/).waitFor();
        await settled(page);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        expect(await axeFindings(page)).toEqual([]);
        await screenshot(page, `students-${size}-tn`);
        expect(story.consoleErrors).toEqual([]);
      });
    });
  }
});
