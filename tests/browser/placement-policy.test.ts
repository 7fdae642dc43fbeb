import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseURL,
  confirmation,
  desktop,
  phone,
  screenshot,
  useBrowser,
} from './support/browser.ts';
import { signIn } from './support/session.ts';

// The placement policy (D29): instituteadmin@ of Kaveri sets it to 1.5 × on /collegedashboard;
// then the seed's placed student of Kaveri (accepted 4 LPA) opens the jobs page and sees
// Quality Engineer Trainee (4–5 LPA) refused with the reason and its figures.

const placed = 'kavya.natarajan@kaveri.example.com';
const reason =
  'You accepted an offer of ₹4 LPA; your institute lets placed students apply only to jobs paying 1.5 × that, ₹6 LPA or more';

/** Signs `email` in afresh and opens `path`. */
async function as(page: Page, email: string, path: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(path);
}

/**
 * No sideways scroll: the page is no wider than the screen, once its charts have followed the new
 * width (their resize observers redraw them a frame or more after the viewport changes).
 */
async function fitsWidth(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
}

/** Opens the list of jobs the student may not apply to and gives the item of `title`. */
async function notEligibleItem(page: Page, title: RegExp) {
  await page.getByRole('button', { name: /not eligible for|தகுதி பெறாத/ }).click();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await item.waitFor();
  return item;
}

/** The policy card's controls, and an open dialog's, smaller than a phone's 44 px tap target. */
function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(
    (within) =>
      [
        ...document.querySelectorAll(
          `${within} :is(button, input[type="number"], .placement-policy-option)`,
        ),
      ]
        .filter((element) => element.checkVisibility())
        .filter((element) => element.getBoundingClientRect().height < 44)
        .map((element) => element.textContent || element.outerHTML.slice(0, 80)),
    scope,
  );
}

/**
 * On a phone: picks `choice`, presses `save`, and reads the confirmation (its tap targets, no
 * sideways scroll, a picture), then keeps the policy as it is with Escape: the dialog closes and
 * the focus is back on the button.
 */
async function askThenKeep(
  page: Page,
  choice: string,
  save: string,
  { question, screenshot: name }: { question: string; screenshot: string },
) {
  const card = page.locator('.placement-policy');
  await card.getByRole('radio', { name: choice }).check();
  await card.getByRole('button', { name: save }).click();
  const dialog = await confirmation(page, question);
  await fitsWidth(page, phone.width);
  expect(await smallTargets(page, 'dialog[open]')).toEqual([]);
  await screenshot(page, name);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(save);
  await card.getByRole('radio', { name: choice }).waitFor();
}

describe('The institute admin sets the placement policy, and a placed student is refused', () => {
  const story = useBrowser(desktop);

  it('sets 1.5 × on /collegedashboard, then the jobs page says why a job is refused', async () => {
    const { page, context } = story;
    await as(page, 'instituteadmin@example.com', '/collegedashboard');
    const card = page.getByRole('region', { name: 'Placement policy' });
    await card.getByText('Now: off.').waitFor();
    await card.getByRole('radio', { name: 'A multiple of the accepted CTC' }).check();
    await card.getByRole('spinbutton', { name: 'Multiple (×)' }).fill('1.5');
    await card.getByRole('button', { name: 'Save policy' }).click();
    const dialog = await confirmation(page, 'Set the placement policy to 1.5 × the accepted CTC?');
    const saved = page.waitForResponse('**/api/placement/v1/setPolicy');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    expect(JSON.parse((await saved).request().postData() ?? '{}')).toEqual({
      dreamOfferMultiple: 1.5,
    });
    await card.getByText('Now: 1.5 × the accepted CTC.').waitFor();
    await card.getByText(/Last changed by .+ on /).waitFor();
    await screenshot(page, 'placement-card-desktop', { fullPage: true });
    await page.setViewportSize(phone);
    await fitsWidth(page, phone.width);
    expect(await smallTargets(page, '.placement-policy')).toEqual([]);
    await screenshot(page, 'placement-card-phone', { fullPage: true });
    await askThenKeep(page, 'Off: placed students may apply to any job', 'Save policy', {
      question: 'Turn the placement policy off?',
      screenshot: 'placement-confirm-phone',
    });
    await context.addCookies([{ name: 'i18next', value: 'tn', url: baseURL() }]);
    await page.reload();
    await page.getByRole('region', { name: 'பணியமர்த்தல் கொள்கை' }).waitFor();
    await fitsWidth(page, phone.width);
    expect(await smallTargets(page, '.placement-policy')).toEqual([]);
    await screenshot(page, 'placement-card-phone-tamil', { fullPage: true });
    await askThenKeep(
      page,
      'முடக்கு: பணியமர்த்தப்பட்ட மாணவர்கள் எந்த வேலைக்கும் விண்ணப்பிக்கலாம்',
      'கொள்கையைச் சேமி',
      { question: 'பணியமர்த்தல் கொள்கையை முடக்கவா?', screenshot: 'placement-confirm-phone-tamil' },
    );
    await page.setViewportSize(desktop);
    await screenshot(page, 'placement-card-desktop-tamil', { fullPage: true });
    await context.clearCookies();

    // The placed student sees the job refused, with the figures.
    await as(page, placed, '/jobs');
    const refused = await notEligibleItem(page, /^Quality Engineer Trainee/);
    await refused.getByText(reason).waitFor();
    await screenshot(page, 'placement-jobs-desktop', { fullPage: true });
    await page.setViewportSize(phone);
    await fitsWidth(page, phone.width);
    await screenshot(page, 'placement-jobs-phone', { fullPage: true });
    await context.addCookies([{ name: 'i18next', value: 'tn', url: baseURL() }]);
    await page.reload();
    const tamil = await notEligibleItem(page, /Quality Engineer Trainee/);
    await tamil.getByText(/₹6 LPA அல்லது அதற்கு மேல்/).waitFor();
    await fitsWidth(page, phone.width);
    await screenshot(page, 'placement-jobs-phone-tamil', { fullPage: true });
    await page.setViewportSize(desktop);
    await screenshot(page, 'placement-jobs-desktop-tamil', { fullPage: true });
    expect(story.consoleErrors).toEqual([]);
  }, 120_000);
});
