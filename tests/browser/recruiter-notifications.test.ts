import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, desktop, phone, screenshot, useBrowser } from './support/browser.ts';
import { signIn } from './support/session.ts';

// D34: the recruiter's bell tells of the students' steps on their own jobs, with the student's dot,
// drawer and links (D26); each event opens the job's pipeline on the candidate's stage. Before
// D34 recruiter@'s drawer said "No notifications" after applications, tests and accepted offers.

const bell = (page: Page) => page.getByRole('button', { name: 'Notifications', exact: true });

/** The bell's accessible description: what a screen reader adds to its name. */
function bellDescription(page: Page): Promise<string> {
  return bell(page).evaluate((button) => {
    const ids = button.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

/** Signs in, waits for the bell's dot, opens the drawer and waits for the job events' region. */
async function openRecruiterDrawer(page: Page, regionName: string) {
  await signIn(page, 'recruiter@example.com');
  await page.waitForURL('**/home');
  await bell(page).waitFor();
  await expect.poll(() => bellDescription(page)).toMatch(/^\d+ unread notifications?$/);
  await bell(page).click();
  const drawer = page.getByRole('dialog', { name: /Notifications|அறிவிப்புகள்/ });
  const events = drawer.getByRole('region', { name: regionName });
  await events.getByRole('listitem').first().waitFor();
  return { drawer, events };
}

describe("A recruiter's bell tells of their jobs (D34)", () => {
  const story = useBrowser(desktop);

  it('lights the dot, lists the events and opens the pipeline on the candidate’s stage', async () => {
    const { page } = story;
    const listed = page.waitForResponse((response) =>
      response.url().includes('/api/events/v1/recruiter/list'),
    );
    const { events } = await openRecruiterDrawer(page, 'Updates on your jobs');
    const { body } = (await (await listed).json()) as {
      body: { items: { message: string; stage: string; job: { slug: string } }[] };
    };
    const items = events.getByRole('listitem');
    expect(await items.count()).toBe(body.items.length);
    expect(await items.first().textContent()).toContain(body.items[0]?.message);
    await events.getByText('New').first().waitFor();
    await screenshot(page, 'notifications-drawer-recruiter-desktop');

    await events.getByRole('link').first().click();
    const first = body.items[0];
    await page.waitForURL(`**/progress/${first?.job.slug}?stage=${first?.stage}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Shown means read: the dot is gone.
    await expect.poll(() => bellDescription(page)).toBe('');
    expect(story.consoleErrors).toEqual([]);
  });

  it('is quiet for a client admin', async () => {
    const { page } = story;
    await signIn(page, 'clientadmin@example.com');
    await page.waitForURL('**/home');
    await bell(page).click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByText('No notifications')
      .waitFor();
    expect(await bellDescription(page)).toBe('');
  });
});

describe("A recruiter's drawer on a phone, in English and Tamil", () => {
  const story = useBrowser(phone);

  it('fits 375 px with 44 px links, in English', async () => {
    const { page } = story;
    const { events } = await openRecruiterDrawer(page, 'Updates on your jobs');
    const heights = await events
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await screenshot(page, 'notifications-drawer-recruiter-phone');
  });

  it('words the events in Tamil', async () => {
    const { page, context } = story;
    await context.addCookies([{ name: 'i18next', value: 'tn', url: baseURL() }]);
    const { events } = await openRecruiterDrawer(page, 'உங்கள் வேலைகள் பற்றிய செய்திகள்');
    expect(await events.getByRole('listitem').first().textContent()).toMatch(/பணி/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await screenshot(page, 'notifications-drawer-recruiter-phone-tn');
  });
});
