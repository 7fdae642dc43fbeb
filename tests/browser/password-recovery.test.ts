import { describe, expect, it } from 'vitest';
import { desktop, latestOtp, screenshot, useBrowser } from './support/browser.ts';
import { signIn } from './support/session.ts';

const email = 'student2@example.com';
const newPassword = 'Fresh#Start9';

describe('Users recover a forgotten password', () => {
  const story = useBrowser(desktop);

  it('goes forgot → OTP from the mail → verify → new password → sign in with it', async () => {
    const { page } = story;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forget-password');
    await page.getByLabel('Registered email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/verify');
    await page.getByText('01:00').or(page.getByText('00:59')).first().waitFor();

    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('You must provide OTP').waitFor();
    await screenshot(page, 'verify');

    const otp = await latestOtp(email);
    expect(otp).toMatch(/^\d{4}$/);
    for (const [index, digit] of [...otp].entries()) {
      await page.getByLabel(`Digit ${index + 1} of 4`).fill(digit);
    }
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/change-password');

    const password = page.getByLabel('New password');
    const confirm = page.getByLabel('Confirm password');
    await password.fill('weakpass');
    await page
      .getByText(
        'Password must have one uppercase, one lowercase, one numerical value and min 8 characters.',
      )
      .waitFor();
    await password.fill(newPassword);
    await confirm.fill(`${newPassword}x`);
    await page.getByText('Passwords must match').waitFor();
    const reset = page.getByRole('button', { name: 'Reset password' });
    await expect(reset.isDisabled()).resolves.toBe(true);
    await confirm.fill(newPassword);
    await screenshot(page, 'change-password');
    await reset.click();
    await page.waitForURL('**/login');

    await signIn(page, email, 'Demo@1234');
    await page.getByText('Invalid user or password').waitFor();
    await signIn(page, email, newPassword);
    await page.waitForURL('**/home');
  });

  it('shows the server message when the code is wrong', async () => {
    const { page } = story;
    await page.goto('/forget-password');
    await page.getByLabel('Registered email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/verify');
    const otp = await latestOtp(email);
    const wrong = otp === '0000' ? '1111' : '0000';
    for (const [index, digit] of [...wrong].entries()) {
      await page.getByLabel(`Digit ${index + 1} of 4`).fill(digit);
    }
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Invalid OTP.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/verify');
  });
});
