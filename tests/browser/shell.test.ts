import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, desktop, openMenu, phone, screenshot, useBrowser } from './support/browser.ts';
import { signIn, storedEntries } from './support/session.ts';

const accounts = {
  Recruiter: { email: 'recruiter@example.com', root: '/home' },
  ClientAdmin: { email: 'clientadmin@example.com', root: '/admindashboard' },
  InstituteAdmin: { email: 'instituteadmin@example.com', root: '/collegedashboard' },
  Student: { email: 'student@example.com', root: '/home' },
  NoRole: { email: 'member@example.com', root: '/home' },
} as const;

type Role = keyof typeof accounts;

async function signInAs(page: Page, role: Role): Promise<void> {
  await signIn(page, accounts[role].email);
  await page.waitForURL(`**${accounts[role].root}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const toolbarNav = (page: Page, name = 'Main') => page.getByRole('navigation', { name });
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('The toolbar takes each role to its own pages (seed §2, D5)', () => {
  const story = useBrowser(desktop);

  const targets: [Role, string | null, string, string][] = [
    ['Recruiter', '/home', '/dashboard', '/myjobs'],
    ['Student', null, '/dashboard', '/jobs'],
    ['ClientAdmin', null, '/admindashboard', '/jobs'],
    ['InstituteAdmin', null, '/collegedashboard', '/alljobs'],
  ];

  for (const [role, home, dashboard, jobs] of targets) {
    it(`gives a ${role} ${home ? 'Home, ' : ''}Dashboard ${dashboard} and Jobs ${jobs}, each highlighted on its page`, async () => {
      const { page } = story;
      await signInAs(page, role);
      const nav = toolbarNav(page);
      await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
      const links = await nav.getByRole('link').allTextContents();
      expect(links).toEqual(home ? ['Home', 'Dashboard', 'Jobs'] : ['Dashboard', 'Jobs']);

      await nav.getByRole('link', { name: 'Dashboard' }).click();
      await page.waitForURL(`**${dashboard}`);
      await expect
        .poll(() => nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'))
        .toBe('page');
      await expect
        .poll(() => nav.getByRole('link', { name: 'Jobs' }).getAttribute('aria-current'))
        .toBe(null);

      await nav.getByRole('link', { name: 'Jobs' }).click();
      await page.waitForURL(`**${jobs}`);
      await expect
        .poll(() => nav.getByRole('link', { name: 'Jobs' }).getAttribute('aria-current'))
        .toBe('page');
      expect(story.consoleErrors).toEqual([]);
    });
  }

  it('reloads the page when a recruiter presses Home on /home', async () => {
    const { page } = story;
    await signInAs(page, 'Recruiter');
    await expect(
      toolbarNav(page).getByRole('link', { name: 'Home' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    await Promise.all([
      page.waitForEvent('load'),
      toolbarNav(page).getByRole('link', { name: 'Home' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Recruiter home' }).waitFor();
    await expect(
      page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
    ).resolves.toBeUndefined();
  });
});

describe('Each role can open its own route set only (seed §2)', () => {
  const story = useBrowser(desktop);

  // A refused page: its path, its title, and whom it is for.
  type Refused = [path: string, title: string, whom: string];
  const cases: [Role, string[], Refused[]][] = [
    [
      'Recruiter',
      ['/postjob', '/result', '/myjobs', '/progress/java-developer'],
      [['/alljobs', 'All jobs', 'institute admins']],
    ],
    [
      'Student',
      ['/jobs', '/dashboard'],
      [
        ['/postjob', 'Post a job', 'recruiters'],
        ['/myjobs', 'My jobs', 'recruiters'],
        ['/alljobs', 'All jobs', 'institute admins'],
        ['/collegedashboard', 'Institute dashboard', 'institute admins'],
        ['/admindashboard', 'Company dashboard', 'client admins'],
      ],
    ],
    [
      'ClientAdmin',
      ['/jobs', '/admindashboard'],
      [
        ['/home', 'Home', 'recruiters, students and members'],
        ['/myjobs', 'My jobs', 'recruiters'],
        ['/collegedashboard', 'Institute dashboard', 'institute admins'],
      ],
    ],
    [
      'InstituteAdmin',
      ['/alljobs', '/collegedashboard'],
      [
        ['/home', 'Home', 'recruiters, students and members'],
        ['/jobs', 'Jobs', 'students, members and client admins'],
        ['/test/test/1/101', 'Test', 'recruiters, students and members'],
      ],
    ],
  ];

  for (const [role, allowed, refused] of cases) {
    it(`lets a ${role} open ${allowed.join(', ')}, and says at ${refused.map(([path]) => path).join(', ')} whom each page is for (D5)`, async () => {
      const { page } = story;
      await signInAs(page, role);
      for (const path of allowed) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(pathOf(page)).toBe(path);
      }
      for (const [path, title, whom] of refused) {
        await page.goto(path);
        const main = page.getByRole('main');
        await main.getByText(`This page is for ${whom}.`, { exact: true }).waitFor();
        // The URL stays: the person sees where they are and may share or bookmark it.
        expect(pathOf(page)).toBe(path);
        await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
        await main.getByText('This is not available to your role.', { exact: true }).waitFor();
        await expect(page.title()).resolves.toBe(`${title} · CampusRecruit`);
      }
      await page.getByRole('main').getByRole('link', { name: 'Go to my home page' }).click();
      await page.waitForURL(`**${accounts[role].root}`);
      expect(story.consoleErrors).toEqual([]);
    });
  }

  it('says it in Tamil, and on a phone without sideways scrolling', async () => {
    const { page, context } = story;
    await page.setViewportSize(phone);
    await signIn(page, accounts.Student.email);
    await page.waitForURL('**/home');
    await context.addCookies([{ name: 'i18next', value: 'tn', url: baseURL() }]);
    await page.goto('/postjob');
    const main = page.getByRole('main');
    await main.getByText('இந்தப் பக்கம் இவர்களுக்கானது: பணியமர்த்துநர்கள்.', { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/postjob');
    await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'வேலையை வெளியிடு',
    );
    await main.getByText('நீங்கள் உள்நுழைந்துள்ள பங்கு: மாணவர்.', { exact: true }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await screenshot(page, 'not-for-role-student-postjob-tn-phone');
    await main.getByRole('link', { name: 'என் முகப்புப் பக்கத்துக்குச் செல்' }).click();
    await page.waitForURL('**/home');
  });

  it('shows a real 404 page for an unknown path, with a way back to the role home', async () => {
    const { page } = story;
    await signInAs(page, 'ClientAdmin');
    await page.goto('/no/such/page');
    await page.waitForURL('**/error');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to my home page' }).click();
    await page.waitForURL('**/admindashboard');
  });

  it('sends a visitor without a session to /login', async () => {
    const { page } = story;
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.goto('/');
    await page.waitForURL('**/login');
  });
});

describe('The navbar lists what the role may open (seed §6)', () => {
  const story = useBrowser(desktop);

  const navigation: [Role, string[]][] = [
    ['Recruiter', ['Home', 'Dashboard', 'My jobs', 'My profile']],
    ['Student', ['Home', 'Dashboard', 'Jobs', 'My profile']],
    ['ClientAdmin', ['Company dashboard', 'Jobs', 'My profile']],
    // D28: the institute's students and their records.
    ['InstituteAdmin', ['Institute dashboard', 'All jobs', 'Students', 'My profile']],
    ['NoRole', ['Home', 'Dashboard', 'Jobs']],
  ];

  for (const [role, items] of navigation) {
    it(`shows a ${role} ${items.join(', ')}`, async () => {
      const { page } = story;
      await signInAs(page, role);
      const menu = page.getByRole('navigation', { name: 'Pages' }).getByRole('list');
      await menu.getByRole('link', { name: items[0] }).waitFor();
      expect(await menu.getByRole('link').allTextContents()).toEqual(items);
    });
  }

  it('folds to icons, unfolds on a 150 ms hover, and hides from the toolbar button', async () => {
    const { page } = story;
    await signInAs(page, 'Recruiter');
    const navbar = page.getByRole('navigation', { name: 'Pages' });
    expect((await navbar.boundingBox())?.width).toBe(280);

    await navbar.getByRole('button', { name: 'Fold the navigation' }).click();
    await page.mouse.move(900, 400);
    await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(64);
    await expect(navbar.getByText('My jobs').isVisible()).resolves.toBe(false);

    await page.mouse.move(30, 300);
    await expect
      .poll(async () => (await navbar.getByRole('list').boundingBox())?.width)
      .toBeGreaterThan(270);
    await screenshot(page, 'shell-navbar-folded-hover');
    await page.mouse.move(900, 400);
    await expect.poll(async () => navbar.getByText('My jobs').isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Show or hide the navigation' }).click();
    await expect(navbar.count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Show or hide the navigation' }).click();
    await navbar.waitFor();
  });
});

describe('Screen readers hear the shell by its words, not its icons', () => {
  const story = useBrowser(desktop);

  it('names the two navigation landmarks apart, and every link and button by its words alone', async () => {
    const { page } = story;
    await signInAs(page, 'Recruiter');
    const pages = page.getByRole('navigation', { name: 'Pages', exact: true });
    const toolbar = page.getByRole('navigation', { name: 'Main', exact: true });
    await pages.waitFor();
    await toolbar.waitFor();
    await expect(page.getByRole('navigation').count()).resolves.toBe(2);

    for (const name of ['Home', 'Dashboard', 'My jobs', 'My profile']) {
      await expect(pages.getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
    }
    for (const name of ['Home', 'Dashboard', 'Jobs']) {
      await expect(toolbar.getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
    }
    const exactly = (name: string) => page.getByRole('button', { name, exact: true });
    await expect(exactly('Fold the navigation').count()).resolves.toBe(1);
    await expect(exactly('Notifications').count()).resolves.toBe(1);
    // The shell's icons are decoration: none of them is read out.
    expect(await page.getByRole('banner').ariaSnapshot()).not.toContain('img');
    expect(await pages.ariaSnapshot()).not.toContain('img');

    // Named by what it shows first: "<name> <role> Your account menu".
    await page.getByRole('button', { name: 'Your account menu' }).click();
    for (const name of ['My Profile', 'Inbox', 'Logout']) {
      await expect(page.getByRole('menuitem', { name, exact: true }).count()).resolves.toBe(1);
    }
    await page.keyboard.press('Escape');
    await exactly('Quick panel').click();
    await exactly('Add bookmark').waitFor();
    await expect(exactly('Add note').count()).resolves.toBe(1);
  });
});

describe('The profile menu (seed §6, D6)', () => {
  const story = useBrowser(desktop);

  const openAccountMenu = (page: Page) =>
    openMenu(page, page.getByRole('button', { name: 'Your account menu' }));

  it('offers users with a role My Profile, Inbox and Logout', async () => {
    const { page } = story;
    await signInAs(page, 'Recruiter');
    const menu = await openAccountMenu(page);
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'My Profile',
      'Inbox',
      'Logout',
    ]);
    await menu.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.waitForURL('**/profile/1001');
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    await page
      .getByRole('region', { name: 'Your account' })
      .getByText('recruiter@example.com')
      .waitFor();

    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Inbox' }).click();
    await page.waitForURL('**/apps/mail');
  });

  it('offers a user without a role Logout only', async () => {
    const { page } = story;
    await signInAs(page, 'NoRole');
    const menu = await openAccountMenu(page);
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Logout']);
    await screenshot(page, 'shell-profile-menu-no-role');
  });
});

describe('Logging out (seed §4, §8, D9)', () => {
  const story = useBrowser(desktop);

  const logOut = async (page: Page) => {
    const menu = await openMenu(page, page.getByRole('button', { name: 'Your account menu' }));
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
  };

  it('ends the server session, clears every stored slice and goes to /login', async () => {
    const { page } = story;
    await signInAs(page, 'Student');
    const { UserSessionID } = JSON.parse((await storedEntries(page))['persist:root'] ?? '{}').auth
      .user;
    // A page load notes the code files the page needed, for the role.
    await page.reload();
    await expect.poll(async () => (await storedEntries(page)).page_files).toBeDefined();
    // And the student's /home keeps its last view for the next load (web/app/page-snapshot.ts).
    await expect
      .poll(async () => (await storedEntries(page)).page_snapshot, { timeout: 5000 })
      .toBeDefined();
    const logout = page.waitForRequest('**/api/user/v1/logout');
    await logOut(page);
    expect((await logout).postDataJSON()).toEqual({ UserSessionID });
    await page.waitForURL('**/login');
    const stored = await storedEntries(page);
    expect(stored.user_token).toBeUndefined();
    expect(stored['persist:root']).toBeUndefined();
    expect(stored.pageVisitQueue).toBeUndefined();
    expect(stored.page_files).toBeUndefined();
    expect(stored.page_snapshot).toBeUndefined();
    await page.goto('/home');
    await page.waitForURL('**/login');
  });

  it('says "Oops something went wrong" in an error snackbar at the top right for 3 s when the server fails, and still clears the session', async () => {
    const { page } = story;
    await signInAs(page, 'Recruiter');
    await page.route('**/api/user/v1/logout', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, message: '' }),
      }),
    );
    await logOut(page);
    await page.waitForURL('**/login');
    const snackbar = page.getByRole('alert').filter({ hasText: 'Oops something went wrong' });
    await snackbar.waitFor();
    const shownAt = Date.now();
    const box = await snackbar.boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(desktop.width - (box.x + box.width)).toBeLessThanOrEqual(32);
      expect(box.y).toBeLessThanOrEqual(32);
    }
    await expect(snackbar.getAttribute('data-variant')).resolves.toBe('error');
    await screenshot(page, 'shell-logout-failed-snackbar');
    const stored = await storedEntries(page);
    expect(stored.user_token).toBeUndefined();
    expect(stored['persist:root']).toBeUndefined();

    await snackbar.waitFor({ state: 'detached', timeout: 6000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(2000);
    expect(shownFor).toBeLessThan(4500);
  });
});

describe('Switching the language (D17)', () => {
  const story = useBrowser(desktop);

  it('changes the whole UI to Tamil at once, sends Accept-Language: tn, and survives a reload', async () => {
    const { page } = story;
    await signInAs(page, 'Recruiter');
    await page.getByRole('button', { name: 'தமிழ்' }).click();

    // Every string changes, the navigation's own name included.
    const nav = toolbarNav(page, 'முதன்மை');
    await nav.getByRole('link', { name: 'டாஷ்போர்டு' }).waitFor();
    await page
      .getByRole('heading', { level: 1 })
      .getByText(/[\u0B80-\u0BFF]/)
      .waitFor();
    await expect(
      page.getByRole('button', { name: 'தமிழ்' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ta');
    const cookies = await story.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18next')?.value).toBe('tn');

    // antd's own words follow too: the drawer's close button.
    await page.getByRole('button', { name: 'அறிவிப்புகள்' }).click();
    const drawer = page.getByRole('dialog', { name: 'அறிவிப்புகள்' });
    // A recruiter is told of their jobs' events (D34): the drawer lists them, in Tamil too.
    await drawer.getByRole('region', { name: 'உங்கள் வேலைகள் பற்றிய செய்திகள்' }).waitFor();
    await drawer.getByRole('button', { name: 'மூடு' }).click();
    await drawer.waitFor({ state: 'hidden' });

    const request = page.waitForRequest('**/api/user/v1/getUserInfo');
    await page.reload();
    expect((await request).headers()['accept-language']).toBe('tn');
    await nav.getByRole('link', { name: 'வேலைகள்' }).waitFor();
    await screenshot(page, 'shell-recruiter-tamil');

    await page.getByRole('button', { name: 'English' }).click();
    await toolbarNav(page).getByRole('link', { name: 'Dashboard' }).waitFor();
    const english = page.waitForRequest('**/api/user/v1/getUserInfo');
    await page.reload();
    expect((await english).headers()['accept-language']).toBe('en');
  });

  it('offers the switch on the login page too, and keeps the choice after signing in', async () => {
    const { page } = story;
    await page.goto('/login');
    await page.getByRole('button', { name: 'தமிழ்' }).click();
    await page.getByRole('button', { name: 'உள்நுழை' }).waitFor();
    await page.getByRole('textbox').first().fill(accounts.Student.email);
    await page.locator('input[type="password"]').fill('Demo@1234');
    await page.getByRole('button', { name: 'உள்நுழை' }).click();
    await page.waitForURL('**/home');
    await toolbarNav(page, 'முதன்மை').getByRole('link', { name: 'டாஷ்போர்டு' }).waitFor();
  });
});

describe('The shell on a phone', () => {
  const story = useBrowser(phone);

  it('collapses the toolbar links into the mobile navbar, which closes once a page is picked', async () => {
    const { page } = story;
    await signInAs(page, 'Recruiter');
    await expect(toolbarNav(page).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Show or hide the navigation' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'My jobs' }).waitFor();
    await screenshot(page, 'shell-recruiter-phone-navbar');
    // The logo fits the drawer's header whole, beside its close button.
    const overflow = await drawer.evaluate((dialog) => {
      const header = dialog.querySelector('.ant-drawer-header');
      const brand = dialog.querySelector('.navbar-brand');
      if (!header || !brand) return 'no header or logo';
      const inside =
        header.getBoundingClientRect().right - parseFloat(getComputedStyle(header).paddingRight);
      return Math.max(0, brand.getBoundingClientRect().right - inside);
    });
    expect(overflow).toBe(0);
    await drawer.getByRole('link', { name: 'My jobs' }).click();
    await page.waitForURL('**/myjobs');
    await drawer.waitFor({ state: 'hidden' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(phone.width);
  });
});

describe('Each role landing page, looked at on a desktop and a phone', () => {
  for (const [viewportName, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    describe(viewportName, () => {
      const story = useBrowser(viewport);
      for (const role of Object.keys(accounts) as Role[]) {
        it(`renders the ${role} landing page without errors or sideways scrolling`, async () => {
          const { page } = story;
          await signInAs(page, role);
          await page
            .getByRole('region', { name: 'Your account' })
            .getByText(accounts[role].email)
            .waitFor();
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width).toBeLessThanOrEqual(viewport.width);
          await screenshot(page, `landing-${role}-${viewportName}`);
          expect(story.consoleErrors).toEqual([]);
        });
      }
    });
  }
});
