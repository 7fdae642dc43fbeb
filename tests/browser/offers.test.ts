import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseURL,
  desktop,
  openMenu,
  phone,
  screenshot,
  shownDialog,
  useBrowser,
} from './support/browser.ts';
import { signIn } from './support/session.ts';

// Offers can be corrected (D33): recruiter2@ offers student@ a mistyped CTC on seeded job 4 (posted
// at 4–5 LPA), is asked to confirm it against the range, revises it with a note the student reads,
// and withdraws another candidate's offer, who is back at Interview. In Tamil on a phone too.

const title = 'Quality Engineer Trainee';
const pipelinePath = '/progress/quality-engineer-trainee-4';
const student = { email: 'student@example.com', name: 'Karthik Subramanian' };

/** Signs `email` in afresh and opens `path`. */
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

/**
 * Picks `action` from the menu of `name`'s card, in a stage's column on a desktop (a moved card
 * lingers in its old column while it leaves) or on the one stage a phone shows.
 */
async function pick(page: Page, name: string, action: string, stage?: string) {
  const card = (stage ? column(page, stage) : page).getByRole('article', { name, exact: true });
  const menu = await openMenu(page, card.locator('.candidate-menu-button'));
  await menu.getByRole('menuitem', { name: action, exact: true }).click();
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** What axe-core finds wrong in the open dialog (the board is the pipeline stories' to check). */
async function dialogViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Found = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const { axe } = window as unknown as {
      axe: { run: (context: { include: string[][] }) => Promise<Found> };
    };
    const { violations } = await axe.run({ include: [['.ant-modal-wrap']] });
    return violations.map(({ id, nodes }) => `${id}: ${nodes[0]?.target.join(' ')}`);
  });
}

/**
 * No sideways scroll: the page is no wider than the screen, once it has laid itself out for the
 * size it was just given (a loaded machine measured the desktop's 956 px before that).
 */
async function fitsWidth(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
}

describe('A recruiter corrects offers, and the student reads the correction', () => {
  const story = useBrowser(desktop);

  it('confirms a CTC outside the range, revises it, and withdraws another offer', async () => {
    const { page } = story;
    await as(page, 'recruiter2@example.com', pipelinePath);
    await column(page, 'Interview').getByRole('article', { name: student.name }).waitFor();

    // 45 for 4.5: outside the posted range, so the dialog names the range before sending.
    await pick(page, student.name, 'Make an offer', 'Interview');
    const offer = await shownDialog(page, 'Make an offer');
    await offer.getByLabel('CTC (LPA)').fill('45');
    await offer.getByRole('button', { name: 'Make an offer' }).click();
    await offer
      .getByRole('alert')
      .filter({ hasText: 'The job was posted at ₹4–5 LPA: confirm to offer ₹45 LPA.' })
      .waitFor();
    await screenshot(page, 'offers-confirm-range-desktop');
    expect(await dialogViolations(page)).toEqual([]);
    await page.setViewportSize(phone);
    await fitsWidth(page, phone.width);
    await screenshot(page, 'offers-confirm-range-phone');
    await page.setViewportSize(desktop);
    const made = page.waitForResponse('**/api/applications/v1/move');
    await offer.getByRole('button', { name: 'Confirm the offer' }).click();
    expect(JSON.parse((await made).request().postData() ?? '{}')).toMatchObject({
      offer: { ctc: 45 },
      confirmOutsideRange: true,
    });
    await column(page, 'Offered').getByRole('article', { name: student.name }).waitFor();

    // The recruiter sees the mistake and revises it, with a note for the student.
    await pick(page, student.name, 'Revise offer', 'Offered');
    const revise = await shownDialog(page, 'Revise offer');
    expect(await revise.getByLabel('CTC (LPA)').inputValue()).toBe('45');
    await revise.getByLabel('CTC (LPA)').fill('4.5');
    await revise
      .getByLabel('Note to the student (optional)')
      .fill('Corrected: the CTC is 4.5 LPA, not 45.');
    await revise.getByRole('button', { name: 'Revise the offer' }).click();
    await page.getByText(`The offer to ${student.name} was revised; they are told.`).waitFor();

    // Another candidate's offer is made, then withdrawn: they are back at Interview.
    const other = column(page, 'Interview')
      .getByRole('article')
      .filter({ hasNot: page.getByText(student.name) })
      .first();
    const otherName = (await other.getAttribute('aria-label')) ?? '';
    expect(otherName).not.toBe('');
    await pick(page, otherName, 'Make an offer', 'Interview');
    const second = await shownDialog(page, 'Make an offer');
    await second.getByLabel('CTC (LPA)').fill('4.8');
    await second.getByRole('button', { name: 'Make an offer' }).click();
    await column(page, 'Offered').getByRole('article', { name: otherName }).waitFor();
    await pick(page, otherName, 'Withdraw offer', 'Offered');
    const withdraw = await shownDialog(page, 'Withdraw offer');
    await withdraw
      .getByText('Withdraw this offer? The candidate goes back to Interview and is told.')
      .waitFor();
    await screenshot(page, 'offers-withdraw-desktop');
    expect(await dialogViolations(page)).toEqual([]);
    await withdraw.getByRole('button', { name: 'Withdraw offer' }).click();
    await column(page, 'Interview').getByRole('article', { name: otherName }).waitFor();
    await column(page, 'Offered')
      .getByRole('article', { name: otherName })
      .waitFor({ state: 'detached' });

    // The student reads the revised offer and the recruiter's note.
    await as(page, student.email, '/jobs?tab=applications');
    const application = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await application.getByText('You have an offer of ₹4.5 LPA. Accept or decline it.').waitFor();
    await application
      .getByText('From the recruiter: Corrected: the CTC is 4.5 LPA, not 45.')
      .waitFor();
    await screenshot(page, 'offers-student-revised');
    // The bell told them of the revision, with the new CTC (D26).
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer
      .getByText(
        'Nilgiri Software Labs revised its offer for Quality Engineer Trainee: now ₹4.5 LPA',
      )
      .waitFor();
    expect(story.consoleErrors).toEqual([]);
  }, 90_000);
});

describe('Correcting an offer on a phone, in Tamil', () => {
  const story = useBrowser(phone);

  it('names the range in Tamil and fits the screen', async () => {
    const { page, context } = story;
    await signIn(page, 'recruiter2@example.com');
    await page.waitForURL('**/home');
    await context.addCookies([{ name: 'i18next', value: 'tn', url: baseURL() }]);
    await page.goto(`${pipelinePath}?stage=interview`);
    await page.getByRole('article', { name: student.name, exact: true }).waitFor();
    await pick(page, student.name, 'பணி வாய்ப்பு வழங்கு');
    const offer = page.getByRole('dialog');
    await offer.waitFor();
    await offer.locator('input[type="number"]').fill('45');
    await offer.locator('button[type="submit"]').click();
    await offer
      .getByRole('alert')
      .filter({ hasText: 'இந்த வேலை ₹4–5 LPA என அறிவிக்கப்பட்டது: ₹45 LPA வழங்க உறுதிப்படுத்தவும்.' })
      .waitFor();
    await fitsWidth(page, phone.width);
    await screenshot(page, 'offers-confirm-range-phone-tamil');
    await page.setViewportSize(desktop);
    await screenshot(page, 'offers-confirm-range-desktop-tamil');
    await offer.locator('button[type="submit"]').click();
    await offer.waitFor({ state: 'hidden' });
    await page.setViewportSize(phone);
    await page.goto(`${pipelinePath}?stage=offered`);
    await page.getByRole('article', { name: student.name, exact: true }).waitFor();
    await pick(page, student.name, 'வாய்ப்பைத் திரும்பப் பெறு');
    const withdraw = await shownDialog(page, 'வாய்ப்பைத் திரும்பப் பெறு');
    await withdraw
      .getByText(/நேர்காணல்/)
      .first()
      .waitFor();
    await fitsWidth(page, phone.width);
    await screenshot(page, 'offers-withdraw-phone-tamil');
    expect(await dialogViolations(page)).toEqual([]);
    await page.setViewportSize(desktop);
    await screenshot(page, 'offers-withdraw-desktop-tamil');
    expect(story.consoleErrors).toEqual([]);
  }, 60_000);
});
