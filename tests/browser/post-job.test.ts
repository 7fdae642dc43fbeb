import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, desktop, openDialog, phone, screenshot, useBrowser } from './support/browser.ts';
import { signIn } from './support/session.ts';

/** The last day to apply, a month on, as the date field takes it. */
const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const title = 'Platform Engineer Trainee';

/** Types the description the way a recruiter does: a line, a bold line, a bulleted list. */
async function writeDescription(page: Page) {
  const editor = page.getByRole('textbox', { name: 'Job description' });
  await editor.click();
  // The editor arrives when its box is reached for (issue 29), with the focus in it: typed before
  // the focus is in, the first line went nowhere (a loaded machine, two stories at a time).
  await page.getByRole('button', { name: 'Bold' }).waitFor();
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('.ProseMirror')))
    .toBe(true);
  // The bold phrase starts a paragraph of its own: a space typed just before a mark is switched
  // on is, now and then, taken into the mark when the next text arrives in one piece (ProseMirror
  // reads Chrome's no-break space turning back into a space as part of the insertion).
  await page.keyboard.insertText('Join the team that runs our cloud.');
  await page.keyboard.press('Enter');
  const bold = page.getByRole('button', { name: 'Bold' });
  await bold.click();
  expect(await bold.getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.insertText('Mentors from day one.');
  await bold.click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.insertText('Linux');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('Python');
}

describe('A recruiter posts a job and finds it in My jobs (D13, D23)', () => {
  const story = useBrowser(desktop);

  it('posts a job with a bold phrase and a list, previews it, publishes it, and sees it open', async () => {
    const { page, consoleErrors } = story;
    await signIn(page, 'recruiter@example.com');
    await page.waitForURL('**/home');
    await page.goto('/postjob');
    await page.getByRole('heading', { name: 'Post a job', level: 1 }).waitFor();

    await page.getByLabel('Job title').fill(title);
    await page.getByLabel('Job type').selectOption({ label: 'Full time' });
    await page.getByLabel('Locations').fill('Bengaluru');
    await page.keyboard.press('Enter');
    await page.getByLabel('Minimum CTC (lakh per annum)').fill('7');
    await page.getByLabel('Maximum CTC (lakh per annum)').fill('10');
    await page.getByRole('checkbox', { name: 'Kaveri Institute of Technology, Chennai' }).check();
    await page.getByLabel('Last day to apply').fill(inAMonth);
    await writeDescription(page);

    const preview = await openDialog(
      page,
      page.getByRole('button', { name: 'Preview' }),
      'Preview: how students see this job',
    );
    await preview.getByRole('heading', { name: title }).waitFor();
    expect(await preview.locator('strong').textContent()).toBe('Mentors from day one.');
    expect(await preview.getByRole('listitem').allTextContents()).toContain('Python');
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'hidden' });

    const created = page.waitForRequest('**/api/jobs/v1/create');
    await page.getByRole('button', { name: 'Publish' }).click();
    const { description } = (await created).postDataJSON() as { description: string };
    expect(description).toBe(
      '<p>Join the team that runs our cloud.</p><p><strong>Mentors from day one.</strong></p>' +
        '<ul><li><p>Linux</p></li><li><p>Python</p></li></ul>',
    );

    await page.waitForURL('**/myjobs');
    await page.getByText(`“${title}” is published.`).waitFor();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('Open', { exact: true }).waitFor();
    await row.getByRole('link', { name: `Edit ${title}` }).waitFor();
    await screenshot(page, 'post-job-my-jobs');
    expect(consoleErrors).toEqual([]);
  });
});

describe('A recruiter interrupted while posting a job (issue 27)', () => {
  const story = useBrowser(desktop);

  it('gets the typed form back after a reload, and is asked before leaving it', async () => {
    const { page, consoleErrors } = story;
    await signIn(page, 'recruiter@example.com');
    await page.waitForURL('**/home');
    await page.goto('/postjob');
    await page.getByRole('textbox', { name: 'Job description' }).waitFor();
    await page.getByLabel('Job title').fill(title);
    await page.getByLabel('Minimum CTC (lakh per annum)').fill('7');

    // A reload asks first (the browser's own question), then finds the draft.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await page.reload();
    expect(await asked).toBe('beforeunload');
    await page.getByRole('textbox', { name: 'Job description' }).waitFor();
    expect(await page.getByLabel('Job title').inputValue()).toBe(title);
    expect(await page.getByLabel('Minimum CTC (lakh per annum)').inputValue()).toBe('7');
    const note = page.getByRole('status').filter({ hasText: 'Your unsaved draft from' });
    await note.waitFor();
    await screenshot(page, 'post-job-draft-restored');

    // Another page of the app asks in a dialog; staying keeps the form.
    await page.getByRole('link', { name: 'My jobs' }).first().click();
    const leave = page.getByRole('dialog', { name: 'Leave this page?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe('/postjob');

    // Discarding empties the form and forgets the draft: a reload brings nothing back.
    await note.getByRole('button', { name: 'Discard draft' }).click();
    expect(await page.getByLabel('Job title').inputValue()).toBe('');
    await page.reload();
    await page.getByRole('textbox', { name: 'Job description' }).waitFor();
    expect(await page.getByLabel('Job title').inputValue()).toBe('');
    expect(await page.getByRole('status').filter({ hasText: 'Your unsaved draft' }).count()).toBe(
      0,
    );
    expect(consoleErrors).toEqual([]);
  });
});

describe('My jobs on a phone, in Tamil', () => {
  const story = useBrowser(phone);

  it('stacks the jobs as cards without sideways scrolling', async () => {
    const { page, context } = story;
    await signIn(page, 'recruiter@example.com');
    await page.waitForURL('**/home');
    await context.addCookies([{ name: 'i18next', value: 'tn', url: baseURL() }]);
    await page.goto('/myjobs?who=company');
    await page.getByRole('heading', { name: 'என் வேலைகள்', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Frontend Developer Trainee', level: 2 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await screenshot(page, 'post-job-my-jobs-phone-tamil');

    await page.goto('/postjob');
    await page.getByRole('textbox', { name: 'வேலை விளக்கம்' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await screenshot(page, 'post-job-form-phone-tamil');
  });
});
