import { describe, expect, it } from 'vitest';
import { desktop, useBrowser } from './support/browser.ts';

describe('Forms explain what is wrong, with the exact messages of the spec', () => {
  const story = useBrowser(desktop);

  it('checks the login form on every change', async () => {
    const { page } = story;
    await page.goto('/login');
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    await email.fill('not-an-email');
    await page.getByText('Company Email must be a valid email').waitFor();
    await email.fill('');
    await page.getByText('You must enter email').waitFor();
    await password.fill('abc');
    await page.getByText('Password is too short - should be 4 chars minimum.').waitFor();
    await password.fill('');
    await page.getByText('Please enter your password.').waitFor();
  });

  it('checks the forgot-password email and keeps the button disabled until it is valid', async () => {
    const { page } = story;
    await page.goto('/forget-password');
    const send = page.getByRole('button', { name: 'Send code' });
    await expect(send.isDisabled()).resolves.toBe(true);
    const email = page.getByLabel('Registered email');
    await email.fill('nobody@');
    await page.getByText('You must enter a valid email').waitFor();
    await email.fill('');
    await page.getByText('You must enter a email').waitFor();
    await email.fill('student@example.com');
    await expect(send.isEnabled()).resolves.toBe(true);
  });

  it('sends /verify without a secret back to /login', async () => {
    const { page } = story;
    await page.goto('/verify');
    await page.waitForURL('**/login');
  });

  it('sends /change-password without a secret back to /login', async () => {
    const { page } = story;
    await page.goto('/change-password');
    await page.waitForURL('**/login');
  });
});
