import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MailListResponse } from '#openapi/demo/mail.ts';
import { baseURL, desktop, phone, screenshot, useBrowser } from './support/browser.ts';
import { signIn } from './support/session.ts';

/** The subjects GET /api/mail-app/mails answers for a folder, as the server holds them now. */
async function serverSubjects(folder: string): Promise<string[]> {
  const response = await fetch(`${baseURL()}/api/mail-app/mails?folder=${folder}`);
  return ((await response.json()) as MailListResponse).body.map((mail) => mail.subject);
}

async function openInbox(page: Page) {
  await signIn(page, 'recruiter@example.com');
  await page.waitForURL('**/home');
  await page.goto('/apps/mail');
  return page.getByRole('list', { name: 'Inbox' });
}

describe('Recruiters read and delete mail in the demo mail app', () => {
  const story = useBrowser(desktop);

  it('shows the inbox, opens a mail to read, and deletes it for good', async () => {
    const { page } = story;
    const inbox = await openInbox(page);
    await inbox.getByRole('link').first().waitFor();
    expect(await inbox.getByRole('link').count()).toBe(7);
    const folders = page.getByRole('navigation', { name: 'Mail folders' });
    await folders.getByRole('link', { name: 'Inbox 3 unread mails' }).waitFor();
    await page.getByText('Select a mail to read it').waitFor();

    await inbox.getByRole('link', { name: /Question about the aptitude round/ }).click();
    const reader = page.getByRole('article', { name: 'Question about the aptitude round' });
    await reader.getByText('Is the sectional time limit fixed').waitFor();
    await reader.getByText('Karthik Subramanian <student@example.com>').waitFor();
    expect(new URL(page.url()).search).toBe('?folder=inbox&mail=2');
    // Reading it marks it read: the unread count goes down.
    await folders.getByRole('link', { name: 'Inbox 2 unread mails' }).waitFor();
    await screenshot(page, 'mail-desktop');

    await reader.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Mail deleted').waitFor();
    await page.getByText('Select a mail to read it').waitFor();
    await expect
      .poll(() => inbox.getByRole('link', { name: /Question about the aptitude round/ }).count())
      .toBe(0);
    expect(await inbox.getByRole('link').count()).toBe(6);
    expect(await serverSubjects('inbox')).not.toContain('Question about the aptitude round');
    expect(story.consoleErrors).toEqual([]);
  });

  it('switches folders from the folder list, with the sample data back at its seed', async () => {
    const { page } = story;
    const inbox = await openInbox(page);
    // The story before deleted a mail; the stub reset between stories puts it back.
    await inbox.getByRole('link', { name: /Question about the aptitude round/ }).waitFor();
    await page
      .getByRole('navigation', { name: 'Mail folders' })
      .getByRole('link', { name: 'Sent' })
      .click();
    const sent = page.getByRole('list', { name: 'Sent' });
    await sent.getByRole('link', { name: /Invitation: Nilgiri Software Labs/ }).waitFor();
    expect(await sent.getByRole('link').count()).toBe(3);
    expect(new URL(page.url()).search).toBe('?folder=sent');
  });
});

describe('On a phone, the mail list and the open mail take turns', () => {
  const story = useBrowser(phone);

  it('opens a mail over the list, goes back, and reaches the folders from a drawer', async () => {
    const { page } = story;
    const inbox = await openInbox(page);
    await inbox.getByRole('link', { name: /Offer letter acceptance/ }).click();
    const reader = page.getByRole('article', { name: 'Offer letter acceptance' });
    await reader.getByText('Signed-offer-Ananya-Iyer.pdf').waitFor();
    expect(await inbox.isVisible()).toBe(false);
    // Opened from far down the list, the mail still starts at its subject, below the toolbar.
    const subject = await reader
      .getByRole('heading', { name: 'Offer letter acceptance' })
      .boundingBox();
    expect(subject?.y).toBeGreaterThanOrEqual(64);
    expect(subject?.y).toBeLessThan(200);
    await screenshot(page, 'mail-phone-reading');

    await reader.getByRole('button', { name: 'Back to Inbox' }).click();
    await inbox.waitFor();
    expect(await reader.isVisible()).toBe(false);
    await screenshot(page, 'mail-phone-list');

    await page.getByRole('button', { name: 'Show folders' }).click();
    const drawer = page.getByRole('dialog', { name: 'Mail folders' });
    await drawer.getByRole('link', { name: 'Drafts' }).click();
    await page.getByRole('list', { name: 'Drafts' }).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    expect(story.consoleErrors).toEqual([]);
  });
});
