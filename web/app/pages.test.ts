import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recruiterShortcuts } from '../features/quick-panel/testing.ts';
import en from '../public/assets/languages/en/translation.json';
import tn from '../public/assets/languages/tn/translation.json';
import { paths } from '../shared/routing/paths.ts';
import type { Role } from '../shared/session/role.ts';
import { landingFor, landingPathFor } from './landing.ts';
import { pageIcons } from './page-icons.ts';
import { isSignedInPage, mayOpen, pages, pagesFor } from './pages.ts';
import { navigationFor, opensFor, shortcutsFor, toolbarTargets } from './shell-pages.ts';

const everyRole: Role[] = [
  'Recruiter',
  'ClientAdmin',
  'InstituteAdmin',
  'Student',
  'other',
  'none',
];

function setDemoStubs(content: 'on' | 'off') {
  let meta = document.querySelector('meta[name="demo-stubs"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('name', 'demo-stubs');
    document.head.append(meta);
  }
  meta.setAttribute('content', content);
}

const pathsOf = (role: Role) => pagesFor(role).map(({ path }) => path);
const canVisit = (role: Role, path: string) => pathsOf(role).includes(path as never);

/** A translation key's value in a language's file, if it has one. */
const lookUp = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);

beforeEach(() => setDemoStubs('on'));
afterEach(() => {
  document.querySelector('meta[name="demo-stubs"]')?.remove();
});

describe('the page registry', () => {
  it('lands every role on a page it may open', () => {
    for (const role of everyRole) expect(canVisit(role, landingFor(role)), role).toBe(true);
  });

  it('lists every URL once', () => {
    expect(new Set(pages.map(({ path }) => path)).size).toBe(pages.length);
    expect(new Set(pages.map(({ id }) => id)).size).toBe(pages.length);
  });

  it('has an English and a Tamil title for every signed-in page', () => {
    for (const { titleKey } of pages.filter(isSignedInPage)) {
      expect(typeof lookUp(en, titleKey), titleKey).toBe('string');
      expect(typeof lookUp(tn, titleKey), titleKey).toBe('string');
    }
  });

  it('has titles and lines that read whole without values: the frame paints them as they are', () => {
    for (const { titleKey, subtitleKey } of pages.filter(isSignedInPage))
      for (const key of [titleKey, subtitleKey])
        for (const words of [lookUp(en, key), lookUp(tn, key)])
          expect(String(words), key).not.toContain('{{');
  });

  it('has an English and a Tamil line saying what each signed-in page is for (issue 27)', () => {
    for (const { subtitleKey } of pages.filter(isSignedInPage)) {
      expect(typeof lookUp(en, subtitleKey), subtitleKey).toBe('string');
      expect(typeof lookUp(tn, subtitleKey), subtitleKey).toBe('string');
    }
    const lines = pages.filter(isSignedInPage).map(({ subtitleKey }) => lookUp(en, subtitleKey));
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('has an icon for every page the navigation, the toolbar or the shortcut list shows', () => {
    const listed = pages.filter((page) => page.nav || page.toolbar || page.shortcut);
    for (const { id } of listed) expect(pageIcons[id], id).toBeDefined();
  });

  it('tells which URLs open a page the role may open, as the route guard does', () => {
    expect(opensFor('Recruiter', '/profile/1004')).toBe(true);
    expect(opensFor('Recruiter', '/myjobs')).toBe(true);
    expect(opensFor('ClientAdmin', '/myjobs')).toBe(false);
    expect(opensFor('Recruiter', '/login')).toBe(false);
    expect(opensFor('Recruiter', '/nowhere')).toBe(false);
    setDemoStubs('off');
    expect(opensFor('Recruiter', '/apps/mail')).toBe(false);
  });

  it('keeps the demo pages out while the demo stubs are off (D18)', () => {
    setDemoStubs('off');
    expect(pathsOf('Recruiter')).not.toContain('/apps/mail');
    expect(pages.filter(isSignedInPage).find(({ demo }) => demo)?.path).toBe('/apps/mail');
  });
});

describe('landing after login (seed §4, D4)', () => {
  it.each([
    [6, 'Recruiter', '/home'],
    [10, 'ClientAdmin', '/admindashboard'],
    [11, 'InstituteAdmin', '/collegedashboard'],
    [1, 'Student', '/home'],
    [10, 'Recruiter', '/admindashboard'],
  ])('sends userType %i (%s) to %s', (userType, role, path) => {
    expect(landingPathFor(userType, role)).toBe(path);
  });

  it("sends an unknown type to its role's root", () => {
    expect(landingPathFor(42, 'ClientAdmin')).toBe('/admindashboard');
    expect(landingPathFor(42, 'Auditor')).toBe('/home');
  });
});

/** The demo-template pages (issue 31), in the registry's order. */
const demoTemplatePages: string[] = [
  '/pages/faq',
  '/pages/knowledge-base',
  '/apps/file-manager',
  '/ui/icons',
  '/apps/todo',
  '/apps/scrumboard',
  '/apps/calendar',
  '/apps/notes',
];
describe('route sets (seed §2, D5, D6, D14)', () => {
  const everyRolePage = [
    '/profile/:UserID',
    '/pages/profile',
    '/apps/mail',
    // The demo shop group (issue 31).
    '/apps/e-commerce/products',
    '/apps/e-commerce/products/:productId',
    '/apps/e-commerce/orders',
    '/apps/e-commerce/orders/:orderId',
    '/pages/invoice',
    // Demo-template pages (issue 31).
    ...demoTemplatePages,
    // Chat, contacts, academy, widgets, search and the panels (issue 31).
    '/apps/chat',
    '/apps/contacts',
    '/apps/academy',
    '/apps/academy/courses/:courseId',
    '/dashboards/academy',
    '/apps/reports',
    '/pages/search',
    '/apps/notifications',
    '/apps/profile',
    '/apps/quick-panel',
    '/apps/bookmarks',
  ];

  it("gives the default role the seed set but the recruiter's pages, plus /jobs, the test screen and the shared pages", () => {
    expect(new Set(pathsOf('Student'))).toEqual(
      new Set([
        '/home',
        '/result',
        '/dashboard',
        '/progress/:jobname',
        '/jobs',
        '/test/test/:CourseID/:TaskID',
        ...everyRolePage,
      ]),
    );
    expect(new Set(pathsOf('Recruiter'))).toEqual(
      new Set([
        '/home',
        '/postjob',
        '/result',
        '/myjobs',
        '/dashboard',
        '/progress/:jobname',
        '/test/test/:CourseID/:TaskID',
        ...everyRolePage,
      ]),
    );
    expect(landingFor('Recruiter')).toBe('/home');
    expect(landingFor('none')).toBe('/home');
  });

  it("keeps ClientAdmin to /admindashboard, /jobs, the company's results and jobs' pipelines and the shared pages", () => {
    expect(landingFor('ClientAdmin')).toBe('/admindashboard');
    expect(pathsOf('ClientAdmin')).toEqual([
      '/admindashboard',
      '/jobs',
      // D24: the company's results (D19).
      '/result',
      '/progress/:jobname',
      ...everyRolePage,
    ]);
  });

  it("keeps InstituteAdmin to /collegedashboard, /alljobs, its students' results and records, and the shared pages", () => {
    expect(landingFor('InstituteAdmin')).toBe('/collegedashboard');
    expect(pathsOf('InstituteAdmin')).toEqual([
      '/collegedashboard',
      '/alljobs',
      // D24: the institute's students' results (D22).
      '/result',
      // D28: the institute's students and their academic records.
      '/students',
      ...everyRolePage,
    ]);
  });

  it('refuses a route outside the set', () => {
    expect(canVisit('ClientAdmin', paths.home)).toBe(false);
    expect(canVisit('InstituteAdmin', paths.jobs)).toBe(false);
    expect(canVisit('Student', paths.allJobs)).toBe(false);
    expect(canVisit('ClientAdmin', paths.test)).toBe(false);
    expect(canVisit('Recruiter', paths.progress)).toBe(true);
    // D35: posting and managing jobs is the recruiter's; a student is sent to /error.
    expect(canVisit('Student', paths.postJob)).toBe(false);
    expect(canVisit('Student', paths.myJobs)).toBe(false);
  });
});

describe('toolbar (seed §2, D5)', () => {
  it.each([
    ['Recruiter', '/home', '/dashboard', '/myjobs'],
    ['InstituteAdmin', null, '/collegedashboard', '/alljobs'],
    ['ClientAdmin', null, '/admindashboard', '/jobs'],
    ['Student', null, '/dashboard', '/jobs'],
    ['none', null, '/dashboard', '/jobs'],
  ] as const)('sends %s to home %s, dashboard %s, jobs %s', (role, home, dashboard, jobs) => {
    const targets = toolbarTargets(role);
    expect({
      home: targets.home?.to ?? null,
      dashboard: targets.dashboard?.to ?? null,
      jobs: targets.jobs?.to ?? null,
    }).toEqual({ home, dashboard, jobs });
  });
});

describe('navigation filtered by auth list and route set (seed §2, §6)', () => {
  const urlsFor = (role: Role) => navigationFor(role).map((item) => item.to);

  it('gives a recruiter the default navigation: /home, /dashboard and /myjobs', () => {
    expect(urlsFor('Recruiter')).toEqual(['/home', '/dashboard', '/myjobs', '/pages/profile']);
  });

  it("gives a student the job board instead of a recruiter's jobs (D5)", () => {
    expect(urlsFor('Student')).toEqual(['/home', '/dashboard', '/jobs', '/pages/profile']);
  });

  it("gives each admin their own role's pages only", () => {
    expect(urlsFor('ClientAdmin')).toEqual(['/admindashboard', '/jobs', '/pages/profile']);
    expect(urlsFor('InstituteAdmin')).toEqual([
      '/collegedashboard',
      '/alljobs',
      '/students',
      '/pages/profile',
    ]);
  });

  it("gives a user without a role the default role's items, the job board among them", () => {
    expect(urlsFor('none')).toEqual(['/home', '/dashboard', '/jobs']);
  });

  it("names each item by its page's title", () => {
    expect(navigationFor('ClientAdmin').map(({ titleKey }) => titleKey)).toEqual([
      'pages.adminDashboard',
      'pages.jobs',
      'pages.myProfile',
    ]);
  });
});

describe('the shortcut list (seed §2, D18)', () => {
  const shortcutPathsOf = (role: Role) => shortcutsFor(role).map(({ to }) => to);

  it("offers a Recruiter their pages, each with its page's title and icon", () => {
    setDemoStubs('off');
    expect(shortcutPathsOf('Recruiter')).toEqual([
      '/home',
      '/dashboard',
      '/myjobs',
      '/postjob',
      '/result',
      '/pages/profile',
    ]);
    // The quick panel's own tests are handed this list.
    expect(shortcutsFor('Recruiter').map(({ icon, ...shortcut }) => shortcut)).toEqual(
      recruiterShortcuts,
    );
    expect(shortcutsFor('Recruiter')[0]?.icon).toBe(pageIcons.home);
  });

  it.each(['Student', 'other'] as const)(
    'offers a %s no recruiter shortcut (Post a job, My jobs)',
    (role) => {
      setDemoStubs('off');
      expect(shortcutPathsOf(role)).toEqual([
        '/home',
        '/dashboard',
        '/jobs',
        '/result',
        '/pages/profile',
      ]);
    },
  );

  it('offers a user without a role no My profile, as their profile menu has none (seed §6)', () => {
    setDemoStubs('on');
    expect(shortcutPathsOf('none')).toEqual(['/home', '/dashboard', '/jobs', '/result']);
  });

  it('offers a ClientAdmin their dashboard, jobs, results and profile, nothing of other roles', () => {
    setDemoStubs('off');
    expect(shortcutPathsOf('ClientAdmin')).toEqual([
      '/admindashboard',
      '/jobs',
      '/result',
      '/pages/profile',
    ]);
  });

  it('offers an InstituteAdmin their dashboard, all jobs, results, students and profile', () => {
    setDemoStubs('off');
    expect(shortcutPathsOf('InstituteAdmin')).toEqual([
      '/collegedashboard',
      '/alljobs',
      '/result',
      '/students',
      '/pages/profile',
    ]);
  });

  it('adds the demo FAQ to notes pages (issue 31) only when the demo stubs are on', () => {
    setDemoStubs('on');
    expect(shortcutPathsOf('Student')).toEqual(expect.arrayContaining(demoTemplatePages));
    setDemoStubs('off');
    for (const path of demoTemplatePages) expect(shortcutPathsOf('Student')).not.toContain(path);
    expect(pathsOf('Recruiter').filter((path) => demoTemplatePages.includes(path))).toEqual([]);
  });

  it('adds the demo Mail page only when the demo stubs are on', () => {
    setDemoStubs('on');
    expect(shortcutPathsOf('ClientAdmin')).toContain('/apps/mail');
    setDemoStubs('off');
    expect(shortcutPathsOf('ClientAdmin')).not.toContain('/apps/mail');
  });

  it('adds the demo store and invoice only when the demo stubs are on', () => {
    const shop = ['/apps/e-commerce/products', '/apps/e-commerce/orders', '/pages/invoice'];
    setDemoStubs('on');
    expect(shortcutPathsOf('Student')).toEqual(expect.arrayContaining(shop));
    setDemoStubs('off');
    expect(shortcutPathsOf('Student').filter((path) => shop.includes(path))).toEqual([]);
    expect(opensFor('Student', '/apps/e-commerce/orders/1')).toBe(false);
  });
});

describe('one rule per page, wherever it is listed (issue 26)', () => {
  const listedIn = {
    navigation: (role: Role) => navigationFor(role).map(({ to }) => to),
    shortcuts: (role: Role) => shortcutsFor(role).map(({ to }) => to),
    toolbar: (role: Role) =>
      Object.values(toolbarTargets(role)).flatMap((target) => (target ? [target.to] : [])),
  };

  for (const demo of ['on', 'off'] as const) {
    it.each(everyRole)(
      `lists a page for %s exactly where the guard lets them open it (demo stubs ${demo})`,
      (role) => {
        setDemoStubs(demo);
        for (const page of pages.filter(isSignedInPage)) {
          const opens = mayOpen(role, page) && opensFor(role, page.path);
          expect(opensFor(role, page.path), `${role} ${page.path}`).toBe(mayOpen(role, page));
          if (page.nav)
            expect(listedIn.navigation(role).includes(page.path), `${role} nav ${page.path}`).toBe(
              opens,
            );
          if (page.shortcut)
            expect(
              listedIn.shortcuts(role).includes(page.path),
              `${role} shortcut ${page.path}`,
            ).toBe(opens);
          if (page.toolbar && !opens)
            expect(listedIn.toolbar(role), `${role} toolbar`).not.toContain(page.path);
        }
        // Each toolbar place the role has goes to a page it may open and that it finds in its navigation.
        for (const to of listedIn.toolbar(role)) {
          expect(canVisit(role, to), `${role} toolbar ${to}`).toBe(true);
          expect(listedIn.navigation(role), `${role} toolbar ${to}`).toContain(to);
        }
      },
    );
  }

  it("leaves out of the toolbar only the Home tab, the Recruiter's alone (seed §6, D5)", () => {
    for (const role of everyRole) {
      const targets = toolbarTargets(role);
      for (const item of ['home', 'dashboard', 'jobs'] as const) {
        const page = pagesFor(role).find((candidate) => candidate.toolbar === item);
        const expected = item === 'home' && role !== 'Recruiter' ? undefined : page?.path;
        expect(targets[item]?.to, `${role} ${item}`).toBe(expected);
      }
    }
  });
});
