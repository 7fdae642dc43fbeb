import { describe, expect, it } from 'vitest';
import { desktop, useBrowser } from './support/browser.ts';
import { signIn } from './support/session.ts';

type Violation = { directive: string; blocked: string };
declare global {
  interface Window {
    cspViolations: Violation[];
  }
}

describe('The app runs under a CSP without unsafe-inline', () => {
  const story = useBrowser(desktop);

  it('sends a nonce policy and breaks none of it on login, toasts, dropdowns, drawers and lazy pages', async () => {
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
    const response = await page.goto('/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy).toMatch(/style-src [^;]*'nonce-/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");

    // An error toast: antd injects the notification styles at run time.
    await signIn(page, 'recruiter@example.com', 'Wrong@1234');
    await page.getByText('Invalid user or password').waitFor();

    // A lazy route: /register.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('option', { name: 'Kaveri Institute of Technology, Chennai' }).waitFor({
      state: 'attached',
    });

    // A signed-in page, loaded as a lazy chunk.
    await signIn(page, 'recruiter@example.com');
    await page.getByRole('region', { name: 'Your account' }).waitFor();

    // An open antd Select dropdown, in a dialog: the contacts' labels.
    await page.goto('/apps/contacts');
    await page.getByRole('button', { name: 'Add contact' }).click();
    const contact = page.getByRole('dialog', { name: 'Add contact' });
    await contact.getByLabel('Labels').click();
    await page.locator('.ant-select-item-option', { hasText: 'Placement officer' }).waitFor();
    await page.keyboard.press('Escape');
    await contact.getByRole('button', { name: 'Cancel' }).click();
    await contact.waitFor({ state: 'hidden' });

    // The shell's popups: a dropdown, and drawers whose scroll lock injects a style tag.
    await page.getByRole('button', { name: 'Your account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Quick panel' }).click();
    await page.getByPlaceholder('Search for an app or page').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    await expect(page.evaluate(() => getComputedStyle(document.body).overflowY)).resolves.toBe(
      'hidden',
    );

    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(story.consoleErrors).toEqual([]);
  });
});
