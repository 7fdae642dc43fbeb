import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { desktop, phone, useBrowser } from '../browser/support/browser.ts';
import { signIn } from '../browser/support/session.ts';
import {
  applyDialog,
  bell,
  cardMenu,
  jobDrawer,
  navigationDrawer,
  postJobErrors,
  profileMenu,
  quickPanel,
  quickPanelTooltip,
  testQuestion,
} from './support/states.ts';
import {
  failuresOf,
  rows,
  type SweepState,
  type SweepViewport,
  sweep,
  table,
} from './support/sweep.ts';
import { settle } from './support/visit.ts';

// Issue 12's audit, kept: axe-core over every page and open state, on a desktop and a phone, in
// English and Tamil, no page scrolling sideways at 320, 375 or 768 px, and no table breaking a
// word across lines or cutting a control (issue 27). One sign-in per role and viewport; the sweep
// then moves inside the SPA and reloads once, for Tamil, to stay fast.

const pipeline = '/progress/graduate-engineer-trainee-1';
const shell = (phoneView: boolean): SweepState[] => [
  bell,
  profileMenu,
  quickPanel,
  ...(phoneView ? [navigationDrawer] : [quickPanelTooltip]),
];

const roles: { role: string; email?: string; states: (phoneView: boolean) => SweepState[] }[] = [
  {
    role: 'signed out',
    states: () =>
      ['/login', '/forget-password', '/verify', '/change-password', '/register', '/error'].map(
        (path) => ({ name: path, path }),
      ),
  },
  {
    role: 'Recruiter',
    email: 'recruiter@example.com',
    states: (phoneView) => [
      { name: '/home', path: '/home' },
      ...shell(phoneView),
      { name: '/myjobs', path: '/myjobs' },
      { name: '/postjob', path: '/postjob' },
      postJobErrors,
      { name: '/progress', path: pipeline },
      cardMenu,
      { name: '/dashboard', path: '/dashboard' },
      { name: '/result', path: '/result' },
      { name: '/profile', path: '/pages/profile' },
      { name: '/apps/mail', path: '/apps/mail' },
      // The demo shop group (issue 31).
      { name: '/apps/e-commerce/products', path: '/apps/e-commerce/products' },
      { name: '/apps/e-commerce/products/:id', path: '/apps/e-commerce/products/1' },
      { name: '/apps/e-commerce/orders', path: '/apps/e-commerce/orders' },
      { name: '/apps/e-commerce/orders/:id', path: '/apps/e-commerce/orders/1' },
      { name: '/pages/invoice', path: '/pages/invoice' },
      // Demo-template pages (issue 31).
      ...[
        '/pages/faq',
        '/pages/knowledge-base',
        '/apps/file-manager',
        '/ui/icons',
        '/apps/todo',
        '/apps/scrumboard',
        '/apps/calendar',
        '/apps/notes',
      ].map((path) => ({ name: path, path })),
    ],
  },
  {
    role: 'Student',
    email: 'student@example.com',
    states: () => [
      { name: '/home', path: '/home' },
      bell,
      { name: '/jobs', path: '/jobs' },
      jobDrawer('technical-support-associate-5'),
      applyDialog,
      { name: '/test', path: '/test/test/1/101' },
      testQuestion,
      { name: '/profile', path: '/pages/profile' },
      // A recruiter's page: whom it is for, at its own URL (D5, issue 27).
      { name: '/postjob (not theirs)', path: '/postjob' },
    ],
  },
  {
    role: 'ClientAdmin',
    email: 'clientadmin@example.com',
    states: () => [
      { name: '/admindashboard', path: '/admindashboard' },
      { name: '/jobs', path: '/jobs' },
      { name: '/progress', path: pipeline },
    ],
  },
  {
    role: 'InstituteAdmin',
    email: 'instituteadmin@example.com',
    states: () => [
      { name: '/collegedashboard', path: '/collegedashboard' },
      { name: '/alljobs', path: '/alljobs' },
      { name: '/students', path: '/students' },
    ],
  },
  {
    role: 'no role',
    email: 'member@example.com',
    states: () => [
      { name: '/home', path: '/home' },
      { name: '/jobs', path: '/jobs' },
    ],
  },
];

async function start(page: Page, email: string | undefined) {
  if (email) {
    await signIn(page, email);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  } else {
    await page.goto('/login');
  }
  await settle(page);
}

const viewports: SweepViewport[] = [
  { name: 'desktop', size: desktop, widths: [] },
  { name: 'phone', size: phone, widths: [320, 768] },
];

describe('Every page and open state, on a desktop and a phone, in English and Tamil', () => {
  const story = useBrowser(desktop);
  for (const { role, email, states } of roles) {
    it(`finds no axe violation and no sideways scroll: ${role}`, async () => {
      const { page } = story;
      await start(page, email);
      const swept = await sweep(page, viewports, (viewport) =>
        states(viewport.name === 'phone').map((state) => ({
          ...state,
          name: role === 'signed out' ? state.name : `${role} ${state.name}`,
        })),
      );
      // Written whole: vitest's diff shows only the first few of a long list.
      const failures = failuresOf(swept);
      if (failures.length > 0) console.log(failures.join('\n'));
      expect(failures).toEqual([]);
    }, 300_000);
  }
});

afterAll(() => {
  // The figures for the closing note; every finding, with axe's words, for whoever fixes it.
  console.log(`\naxe findings and sideways scroll per state\n${table(rows)}`);
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/a11y-sweep.json', JSON.stringify(rows, null, 2));
});
