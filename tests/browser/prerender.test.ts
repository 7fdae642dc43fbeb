import { describe, expect, it } from 'vitest';
import { runAxe } from '../a11y/support/axe.ts';
import { baseURL, holdRequests, phone, screenshot, useBrowser } from './support/browser.ts';

// Issue 13, "the first visit": /login arrives with its form already in the HTML
// (scripts/prerender.ts), usable before any script runs, and the app takes over what was typed.

type Violation = { directive: string; blocked: string };
declare global {
  interface Window {
    cspViolations: Violation[];
  }
}

describe('The prerendered login page', () => {
  const story = useBrowser(phone);

  it('shows the form without JavaScript, and hands what was typed before the app came to the app', async () => {
    const browser = story.context.browser();
    if (!browser) throw new Error('no browser behind the story');
    const noScript = await browser.newContext({
      viewport: phone,
      baseURL: baseURL(),
      javaScriptEnabled: false,
    });
    try {
      const bare = await noScript.newPage();
      await bare.goto('/login');
      await bare.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 2000 });
      await bare.getByLabel('Email', { exact: true }).waitFor({ timeout: 1000 });
      await bare.getByLabel('Password', { exact: true }).waitFor({ timeout: 1000 });
      await bare.getByRole('button', { name: 'Login' }).waitFor({ timeout: 1000 });
      expect(await bare.title()).toBe('Sign in · CampusRecruit');
      await screenshot(bare, 'prerender-login-no-javascript');
    } finally {
      await noScript.close();
    }

    const { page } = story;
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations.push({
          directive: event.violatedDirective,
          blocked: event.blockedURI,
        });
      });
    });
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    // The app's scripts wait until the visitor has typed: a slow 4G link, made certain.
    const release = await holdRequests(page, '**/static/js/**');

    await page.goto('/login');
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('student@example.com');
    expect(await page.locator('#prerendered').count()).toBe(1);
    // Only the prerendered copy is on the page: axe must find nothing on it.
    expect(await runAxe(page)).toEqual([]);

    release();
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    const appEmail = page.locator('#root').getByLabel('Email', { exact: true });
    await expect(appEmail.inputValue()).resolves.toBe('student@example.com');
    expect(await appEmail.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/home');

    expect(fonts).toEqual([]);
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(story.consoleErrors).toEqual([]);
  });

  // Issue 27: what was typed before the app came is checked when it takes over, as typing is.
  for (const [language, email, password] of [
    [
      'en',
      'Company Email must be a valid email',
      'Password is too short - should be 4 chars minimum.',
    ],
    [
      'tn',
      'நிறுவன மின்னஞ்சல் சரியான மின்னஞ்சலாக இருக்க வேண்டும்',
      'கடவுச்சொல் மிகக் குறுகியது - குறைந்தது 4 எழுத்துகள் இருக்க வேண்டும்.',
    ],
  ] as const) {
    it(`checks the values typed before the app came, with typing's own messages (${language})`, async () => {
      const { page, context } = story;
      await context.addCookies([{ name: 'i18next', value: language, url: baseURL() }]);
      const release = await holdRequests(page, '**/static/js/**');
      // The page's load waits for the held scripts: the visitor types before it.
      await page.goto('/login', { waitUntil: 'commit' });
      const copy = page.locator('#prerendered');
      await copy.locator('input[autocomplete="username"]').pressSequentially('student@');
      await copy.locator('input[type="password"]').pressSequentially('ab');
      release();
      await copy.waitFor({ state: 'detached' });
      const root = page.locator('#root');
      await root.getByText(password, { exact: true }).waitFor({ timeout: 5000 });
      await root.getByText(email, { exact: true }).waitFor({ timeout: 1000 });
      expect(story.consoleErrors).toEqual([]);
    });
  }

  it('keeps a press that the app took over in the middle of: the button is pressed on the app', async () => {
    const { page } = story;
    const release = await holdRequests(page, '**/static/js/**');
    await page.goto('/login');
    const tamil = page.locator('#prerendered').getByRole('button', { name: 'தமிழ்' });
    const box = await tamil.boundingBox();
    if (!box) throw new Error('the prerendered switch has no box');
    // The finger goes down on the prerendered copy, the app replaces it, the finger comes up on
    // the app's copy: the browser fires no click, as neither button saw both halves of it.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    await page.mouse.up();
    await page.getByRole('button', { name: 'உள்நுழை' }).waitFor({ timeout: 5000 });
    await expect(
      page.getByRole('button', { name: 'தமிழ்' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    expect(story.consoleErrors).toEqual([]);
  });
});
