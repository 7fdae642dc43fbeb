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

/**
 * A page while its data is on its way (every request under /api/ that `holds` matches is held),
 * on a phone only: the layout is checked there at 320, 375 and 768 px, and a slow network is a
 * phone's.
 */
const loading = (path: string, holds = /^\/api\//): SweepState => ({
  name: `${path} (loading)`,
  path,
  holds,
});

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
      ...(phoneView
        ? [
            loading('/pages/profile'),
            loading('/dashboard'),
            loading('/result'),
            loading(pipeline),
            // The job has come; its candidates have not.
            loading(pipeline, /^\/api\/applications\//),
            loading('/apps/mail'),
            loading('/apps/e-commerce/orders'),
          ]
        : []),
    ],
  },
  {
    role: 'Student',
    email: 'student@example.com',
    states: (phoneView) => [
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
      ...(phoneView ? [loading('/jobs'), loading('/pages/profile')] : []),
    ],
  },
  {
    role: 'ClientAdmin',
    email: 'clientadmin@example.com',
    states: (phoneView) => [
      { name: '/admindashboard', path: '/admindashboard' },
      { name: '/jobs', path: '/jobs' },
      { name: '/progress', path: pipeline },
      ...(phoneView ? [loading('/admindashboard')] : []),
    ],
  },
  {
    role: 'InstituteAdmin',
    email: 'instituteadmin@example.com',
    states: (phoneView) => [
      { name: '/collegedashboard', path: '/collegedashboard' },
      { name: '/alljobs', path: '/alljobs' },
      { name: '/students', path: '/students' },
      ...(phoneView ? [loading('/collegedashboard'), loading('/students')] : []),
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
