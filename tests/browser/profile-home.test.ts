import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, desktop, phone, screenshot, useBrowser } from './support/browser.ts';
import { signIn } from './support/session.ts';

/** The seed's student@ is user 1004; student2@ (1005) is of another institute (D22). */
const ownProfile = '/profile/1004';
const otherStudentsProfile = '/profile/1005';

async function signInAt(page: Page, email: string) {
  await signIn(page, email);
  await page.waitForURL('**/home');
}

const bell = (page: Page) => page.getByRole('button', { name: 'Notifications', exact: true });

/** What a screen reader adds to the bell's name (its aria-describedby). */
const bellDescription = (page: Page) =>
  bell(page).evaluate((button) =>
    (button.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

/** The value a definition list pairs with a term, read the way a person reads it. */
const termValue = (scope: ReturnType<Page['getByRole']>, term: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();

describe('A student keeps their profile (D20, D22)', () => {
  const story = useBrowser(desktop);

  it("adds a skill and still sees it after a reload; another student's profile is not shared", async () => {
    const { page } = story;
    await signInAt(page, 'student@example.com');
    await page.goto('/pages/profile');
    await page.waitForURL(`**${ownProfile}`);
    const about = page.getByRole('region', { name: 'Skills and preferences' });
    await about.getByRole('button', { name: 'Edit profile' }).click();
    const skills = about.getByRole('combobox', { name: 'Skills' });
    await skills.fill('TypeScript');
    await skills.press('Enter');
    await about.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved').waitFor();
    expect(await termValue(about, 'Skills')).toBe('JavaPythonSQLReactTypeScript');

    await page.reload();
    await about.getByText('TypeScript', { exact: true }).waitFor();
    expect(await termValue(about, 'Skills')).toBe('JavaPythonSQLReactTypeScript');
    await screenshot(page, 'profile-own-desktop', { fullPage: true });

    // D22: student2@ is of another institute; the page says so and shows nothing of theirs.
    await page.goto(otherStudentsProfile);
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page.getByText('This profile is not shared with you.').waitFor();
    expect(await page.getByRole('region', { name: 'Academic record' }).count()).toBe(0);
    expect(await page.getByText('student2@example.com').count()).toBe(0);
    expect(story.consoleErrors).toEqual([]);
  });
});

describe("A recruiter's home (D14)", () => {
  const story = useBrowser(desktop);

  it('shows their pipeline figures, and Post a job goes to /postjob', async () => {
    const { page } = story;
    await signInAt(page, 'recruiter@example.com');
    const pipeline = page.getByRole('region', { name: 'Your pipeline' });
    await pipeline.getByText('Open jobs', { exact: true }).waitFor();
    expect(await termValue(pipeline, 'Open jobs')).toBe('3');
    expect(await termValue(pipeline, 'Drafts')).toBe('3');
    expect(Number(await termValue(pipeline, 'Applicants to open jobs'))).toBeGreaterThan(0);
    await page
      .getByRole('region', { name: 'Your recent jobs' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await screenshot(page, 'home-recruiter-desktop', { fullPage: true });

    await page.getByRole('link', { name: 'Post a job' }).click();
    await page.waitForURL('**/postjob');
    expect(story.consoleErrors).toEqual([]);
  });
});

describe("A student hears of their applications' events (D26)", () => {
  const story = useBrowser(desktop);

  it('sees the bell lit, reads the events in the drawer, and follows one to its job', async () => {
    const { page } = story;
    await signInAt(page, 'student@example.com');
    await expect.poll(() => bellDescription(page)).toContain('2 unread notifications');
    await bell(page).click();
    const events = page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('region', { name: 'Updates on your applications' });
    const interview = events.getByRole('link', {
      name: /^Your interview for Quality Engineer Trainee at Nilgiri Software Labs is on /,
    });
    await interview.waitFor();
    await events.getByText('New').first().waitFor();
    // Shown means read: the bell keeps only the running test to tell.
    await expect.poll(() => bellDescription(page)).toBe('You have a test in progress');
    await screenshot(page, 'notifications-drawer-events-desktop');

    await interview.click();
    await page.waitForURL('**/jobs?job=quality-engineer-trainee-4');
    expect(story.consoleErrors).toEqual([]);
  });
});

describe('The profile on a phone, in Tamil', () => {
  const story = useBrowser(phone);

  it('reads and edits the profile at 375 px without sideways scrolling', async () => {
    const { page, context } = story;
    await signInAt(page, 'student@example.com');
    // The language switch's choice lives in the i18next cookie (D17).
    await context.addCookies([{ name: 'i18next', value: 'tn', url: baseURL() }]);
    await page.goto(ownProfile);
    await page.getByRole('heading', { level: 1, name: 'என் சுயவிவரம்' }).waitFor();
    await page.getByRole('region', { name: 'கல்விப் பதிவு' }).waitFor();
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(phone.width);
    await screenshot(page, 'profile-own-phone-tamil', { fullPage: true });

    await page.getByRole('button', { name: 'சுயவிவரத்தைத் திருத்து' }).click();
    await page.getByRole('button', { name: 'சுயவிவரத்தைச் சேமி' }).waitFor();
    expect(await width()).toBeLessThanOrEqual(phone.width);
    const save = await page.getByRole('button', { name: 'சுயவிவரத்தைச் சேமி' }).boundingBox();
    expect(save?.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'profile-edit-phone-tamil', { fullPage: true });
    expect(story.consoleErrors).toEqual([]);
  });
});
