import { describe, expect, it } from 'vitest';
import { desktop, latestOtp, outbox, stubQa, useBrowser } from './support/browser.ts';

const email = 'student@example.com';
const mailCount = async () => (await outbox(email)).length;

describe('Users ask for a new code when the countdown runs out (D10)', () => {
  const story = useBrowser(desktop);

  // The server refuses a second send within 60 s: the minute passes on the page's clock and on the
  // stub's (the QA clock), not in real time.
  it('offers "Resend OTP" at 00:00, mails a new code and restarts the countdown', async () => {
    const { page } = story;
    await page.clock.install();
    await page.goto('/forget-password');
    await page.getByLabel('Registered email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/verify');
    expect(await mailCount()).toBe(1);
    const resend = page.getByRole('button', { name: 'Resend OTP' });
    await expect(resend.count()).resolves.toBe(0);

    await page.getByText('01:00').waitFor();
    await page.clock.runFor(59_000);
    await page.getByText('00:01').waitFor();
    await expect(resend.count()).resolves.toBe(0);
    await page.clock.runFor(1_000);
    await page.getByText('00:00').waitFor();
    const moved = await stubQa('/clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: 60 }),
    });
    expect(moved.ok).toBe(true);
    await resend.click();
    await page
      .getByText(/01:00|00:59/)
      .first()
      .waitFor();
    await expect.poll(mailCount).toBe(2);

    const otp = await latestOtp(email);
    for (const [index, digit] of [...otp].entries()) {
      await page.getByLabel(`Digit ${index + 1} of 4`).fill(digit);
    }
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/change-password');
  });
});
