import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, phone, screenshot, useBrowser } from './support/browser.ts';
import { demoShortcutNames } from './support/demo-shortcuts.ts';
import { signIn } from './support/session.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type AxeRun = (context: { exclude: string[] }) => Promise<{
  violations: { id: string; nodes: { target: string[] }[] }[];
}>;

/**
 * What axe-core finds wrong on the page as it stands: rule id and the first offending element.
 * `exclude` leaves out parts other issues answer for (a signed-in page's own content).
 */
async function axeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async (excluded) => {
    const { axe } = window as unknown as { axe: { run: AxeRun } };
    const { violations } = await axe.run({ exclude: excluded });
    return violations.map(({ id, nodes }) => `${id}: ${nodes[0]?.target.join(' ')}`);
  }, exclude);
}

/** A signed-in page's own content, which the page's issue answers for, not the shell's. */
const pageContent = ['.signed-in-content > :not(.error-page)'];

/** How far the page scrolls sideways; 0 when it fits. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not on screen`);
  return found;
}

/** Whether two elements' boxes overlap on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await box(a), await box(b)];
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

/** Waits until drawers and dialogs have finished opening: sizes are read from still boxes. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

/** The smaller side of an element's box, in CSS pixels. */
const tapSize = async (locator: Locator) => {
  const { width, height } = await box(locator);
  return Math.round(Math.min(width, height));
};

async function signInAs(page: Page, email: string, heading: string): Promise<void> {
  await signIn(page, email);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('The public screens in Tamil fit phones and tablets (issue 12: 1, 2, 13)', () => {
  const story = useBrowser(phone);

  it('has no sideways scroll at 320, 375 and 768 px, keeps the language switch off the heading, titles each page, and axe finds nothing', async () => {
    const { page } = story;
    await page.goto('/login');
    await page.getByRole('button', { name: 'தமிழ்' }).click();
    // The page answers in Tamil (the app keeps the choice), then the next screens open in it.
    await page.getByRole('heading', { level: 1, name: 'உள்நுழைக' }).waitFor();
    const titles: Record<string, string> = {};
    // One load per screen; the widths are looked at by resizing, as a rotated tablet would.
    for (const path of ['/login', '/forget-password', '/register']) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      await page.waitForLoadState('networkidle');
      titles[path] = await page.title();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `shell-a11y-tn-${path.slice(1)}-375`, { fullPage: true });
      const languages = page.getByRole('group', { name: 'மொழி' });
      for (const width of [320, 375, 768]) {
        await page.setViewportSize({ width, height: 800 });
        expect(`${path} at ${width}: ${await sidewaysOverflow(page)}`).toBe(
          `${path} at ${width}: 0`,
        );
        expect(`${path} at ${width}: ${await overlap(languages, heading)}`).toBe(
          `${path} at ${width}: false`,
        );
      }
    }
    expect(titles).toEqual({
      '/login': 'உள்நுழைக · CampusRecruit',
      '/forget-password': 'கடவுச்சொல் மறந்துவிட்டதா? · CampusRecruit',
      '/register': 'மாணவர் கணக்கை உருவாக்குங்கள் · CampusRecruit',
    });
  });
});

describe('The public screens on a phone (issue 12: 9, 10)', () => {
  const story = useBrowser(phone);

  it('gives every control a 44 px target, moves focus to the first field in error and announces one summary', async () => {
    const { page } = story;
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    // Sizes are the app's: the prerendered copy of the screen goes when the app takes over.
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    expect(await page.title()).toBe('Sign in · CampusRecruit');
    await expect(page.getByLabel('Email', { exact: true }).count()).resolves.toBe(1);
    for (const target of [
      page.getByRole('button', { name: 'English' }),
      page.getByRole('button', { name: 'தமிழ்' }),
      page.getByLabel('Email', { exact: true }),
      page.getByRole('button', { name: 'Show password', exact: true }),
      page.getByRole('button', { name: 'Login' }),
    ]) {
      expect(`${target}: ${await tapSize(target)}`).not.toMatch(/: ([0-3]?\d|4[0-3])$/);
    }

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    const send = page.getByRole('button', { name: 'Send code' });
    await send.waitFor();
    expect(await send.isDisabled()).toBe(true);
    const hintId = await send.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${hintId}"]`).textContent()).toBe(
      'Enter your registered email to get the code.',
    );

    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    const nameField = page.getByLabel('Full name');
    await expect
      .poll(() => nameField.evaluate((field) => field === document.activeElement))
      .toBe(true);
    await expect(page.getByRole('alert').allTextContents()).resolves.toEqual([
      'Please correct the 9 fields marked below.',
    ]);
    await screenshot(page, 'shell-a11y-register-errors-phone');
  });
});

describe('The signed-in shell on a phone (issue 12: 5, 9, 11, 13)', () => {
  const story = useBrowser(phone);

  it('starts with a skip link, keeps 44 px targets and the language switch in the toolbar, and offers a student only their shortcuts', async () => {
    const { page } = story;
    await signInAs(page, 'student@example.com', 'Student home');
    expect(await page.title()).toBe('Student home · CampusRecruit');

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('main').evaluate((main) => main.contains(document.activeElement)),
    ).resolves.toBe(true);

    const toolbar = page.getByRole('banner');
    await toolbar.getByRole('group', { name: 'Language' }).waitFor();
    for (const target of [
      toolbar.getByRole('button', { name: 'Show or hide the navigation' }),
      toolbar.getByRole('link', { name: /CampusRecruit/ }),
      toolbar.getByRole('button', { name: 'Quick panel' }),
      toolbar.getByRole('button', { name: 'Notifications' }),
      toolbar.getByRole('button', { name: 'தமிழ்' }),
      toolbar.getByRole('button', { name: /Your account menu/ }),
    ]) {
      expect(`${target}: ${await tapSize(target)}`).not.toMatch(/: ([0-3]?\d|4[0-3])$/);
    }
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await axeViolations(page, pageContent)).toEqual([]);
    await screenshot(page, 'shell-a11y-student-home-phone');

    await toolbar.getByRole('button', { name: /Your account menu/ }).click();
    const logout = page.getByRole('menuitem', { name: 'Logout' });
    await logout.waitFor();
    await settled(page);
    expect(await tapSize(logout)).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page, pageContent)).toEqual([]);
    await page.keyboard.press('Escape');
    await logout.waitFor({ state: 'hidden' });

    await toolbar.getByRole('button', { name: 'Show or hide the navigation' }).click();
    const navigation = page.getByRole('dialog', { name: 'Navigation', exact: true });
    await navigation.getByRole('navigation', { name: 'Pages' }).waitFor();
    expect(await navigation.ariaSnapshot()).not.toContain('img');
    await page.keyboard.press('Escape');
    await navigation.waitFor({ state: 'hidden' });

    await toolbar.getByRole('button', { name: 'Quick panel' }).click();
    const panel = page.getByRole('dialog', { name: 'Quick panel' });
    await panel.getByRole('option').first().waitFor();
    await settled(page);
    expect(await panel.getByRole('option').allTextContents()).toEqual([
      'Home',
      'Dashboard',
      'Jobs',
      'Results',
      'My profile',
      ...demoShortcutNames,
    ]);
    expect(
      await tapSize(panel.getByRole('button', { name: 'Close', exact: true })),
    ).toBeGreaterThanOrEqual(44);
    expect(await tapSize(panel.getByRole('button', { name: 'Add note' }))).toBeGreaterThanOrEqual(
      44,
    );
    expect(await panel.ariaSnapshot()).not.toContain('img');
    await panel.getByRole('button', { name: 'Add note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a note' });
    await dialog.getByRole('button', { name: 'Save note' }).waitFor();
    await settled(page);
    for (const name of ['Save note', 'Cancel', 'Close']) {
      const button = dialog.getByRole('button', { name, exact: true });
      expect(`${name}: ${await tapSize(button)}`).not.toMatch(/: ([0-3]?\d|4[0-3])$/);
    }
    expect(await dialog.ariaSnapshot()).not.toContain('img');
    expect(await axeViolations(page, pageContent)).toEqual([]);
    expect(story.consoleErrors).toEqual([]);
  });
});

describe('/error on a desktop (issue 12: 13)', () => {
  const story = useBrowser(desktop);

  it('is titled, keeps the shell around it for a signed-in user, and axe finds nothing', async () => {
    const { page } = story;
    await signInAs(page, 'recruiter@example.com', 'Recruiter home');
    await page.goto('/no/such/page');
    await page.waitForURL('**/error');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found · CampusRecruit');
    const pages = page.getByRole('navigation', { name: 'Pages', exact: true });
    await pages.getByRole('link', { name: 'My jobs' }).waitFor();
    await expect(page.getByRole('link', { name: 'Skip to main content' }).count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'shell-a11y-error-desktop');
    await pages.getByRole('link', { name: 'My jobs' }).click();
    await page.waitForURL('**/myjobs');
  });
});
