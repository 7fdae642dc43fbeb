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

// A recruiter takes a candidate of a seeded job through the pipeline (D13, D21); a student is
// kept out of it (D19, D22); a phone shows the stages as tabs, in Tamil too.

const job = { slug: 'graduate-engineer-trainee-1', title: 'Graduate Engineer Trainee' };
const pipelinePath = `/progress/${job.slug}`;

const column = (page: Page, stage: string) =>
  page.getByRole('region', { name: stage, exact: true });

/** Picks an action from a candidate's card menu in a column, as a keyboard or phone user moves a card. */
async function pick(page: Page, stage: string, name: string, action: string) {
  const menu = await openMenu(
    page,
    column(page, stage).getByRole('button', { name: `Actions for ${name}` }),
  );
  await menu.getByRole('menuitem', { name: action }).click();
}

/**
 * The words of the candidates' names that the page breaks across lines: a name may wrap between
 * its words, never inside one ("Subramani/an").
 */
function namesBrokenMidWord(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.candidate-name')].flatMap((link) => {
      const text = link.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      return [...(text.textContent ?? '').matchAll(/\S+/g)]
        .filter((word) => {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return lines.size > 1;
        })
        .map((word) => word[0]);
    }),
  );
}

/** A day a few days on, as India's calendar has it (the server refuses a day already past there). */
const daysAhead = (days: number) =>
  new Date(Date.now() + days * 24 * 3600 * 1000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Kolkata',
  });

describe("A recruiter moves a candidate through their job's pipeline", () => {
  const story = useBrowser(desktop);

  it('shortlists a candidate who sat the test, interviews them, makes an offer and reads the history', async () => {
    const { page } = story;
    await signIn(page, 'recruiter@example.com');
    await page.waitForURL('**/home');
    await page.goto(pipelinePath);
    await page.getByRole('heading', { level: 1, name: `Candidates — ${job.title}` }).waitFor();
    const completed = column(page, 'Test completed').getByRole('article').first();
    const name = (await completed.getAttribute('aria-label')) ?? '';
    expect(name).not.toBe('');
    await screenshot(page, 'pipeline-board-desktop', { fullPage: true });
    expect(await namesBrokenMidWord(page)).toEqual([]);

    await pick(page, 'Test completed', name, 'Move to Shortlisted');
    await column(page, 'Shortlisted').getByRole('article', { name }).waitFor();

    await pick(page, 'Shortlisted', name, 'Schedule interview');
    const interview = await shownDialog(page, 'Schedule interview');
    await interview.getByLabel('Date').fill(daysAhead(3));
    await interview.getByLabel('Time').fill('10:30');
    await interview.getByRole('radio', { name: 'On campus' }).check();
    await interview.getByLabel('Where to come (optional)').fill('Placement cell, block A');
    await interview.getByRole('button', { name: 'Schedule interview' }).click();
    await column(page, 'Interview')
      .getByRole('article', { name })
      .getByText(/^Interview: .+, 10:30 · On campus$/)
      .waitFor();

    await pick(page, 'Interview', name, 'Make an offer');
    const offer = await shownDialog(page, 'Make an offer');
    await offer.getByLabel('CTC (LPA)').fill('5.2');
    await offer.getByRole('button', { name: 'Make an offer' }).click();
    await column(page, 'Offered')
      .getByRole('article', { name })
      .getByText('Offer: ₹5.2 LPA')
      .waitFor();

    await pick(page, 'Offered', name, 'History');
    const history = await shownDialog(page, `History of ${name}`);
    await history.getByText('₹5.2 LPA').waitFor();
    const moves = await history.getByRole('listitem').allTextContents();
    expect(moves.map((move) => move.split(/\d/)[0])).toEqual([
      'Applied',
      'Test assigned',
      'Test completed',
      'Shortlisted',
      'Interview',
      'Offered',
    ]);
    await history.getByText('Placement cell, block A').waitFor();
    await screenshot(page, 'pipeline-history-desktop');
    expect(story.consoleErrors).toEqual([]);
  });

  it("refuses a student the job's pipeline: a message, and no candidate", async () => {
    const { page } = story;
    let candidatesAsked = 0;
    page.on('request', (request) => {
      if (request.url().includes('/applications/v1/listCandidates')) candidatesAsked++;
    });
    await signIn(page, 'student@example.com');
    await page.waitForURL('**/home');
    await page.goto(pipelinePath);
    await page
      .getByText("A job's candidates are shown only to its company's recruiters and client admin.")
      .waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    expect(candidatesAsked).toBe(0);
  });
});

describe('The pipeline on a phone, in Tamil', () => {
  const story = useBrowser(phone);

  it('opens on the first stage with candidates, every stage in one select, filters folded', async () => {
    const { page, context } = story;
    await signIn(page, 'recruiter@example.com');
    await page.waitForURL('**/home');
    await context.addCookies([{ name: 'i18next', value: 'tn', url: baseURL() }]);
    await page.goto(pipelinePath);
    const stage = page.getByLabel('நிலை', { exact: true });
    const firstCard = page.getByRole('article').first();
    await firstCard.waitFor();
    // The stage shown has candidates: its count in the select is not (0).
    const shown = await stage.evaluate(
      (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '',
    );
    expect(shown).not.toMatch(/\(0\)$/);
    const options = await stage.locator('option').allTextContents();
    expect(options.length).toBeGreaterThanOrEqual(7);
    expect(await page.getByRole('tab').count()).toBe(0);
    // The filters wait behind one button: the first card is on the first screen.
    const toggle = page.getByRole('button', { name: 'வடிகட்டிகள்' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const top = (await firstCard.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(top).toBeLessThan(600);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await screenshot(page, 'pipeline-phone-tamil', { fullPage: true });
    await toggle.click();
    await page.getByLabel('கல்லூரி', { exact: true }).waitFor();
    await screenshot(page, 'pipeline-phone-tamil-filters');
    expect(story.consoleErrors).toEqual([]);
  });
});
