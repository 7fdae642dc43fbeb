import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recruiterShortcuts } from '../features/quick-panel/testing.ts';
import en from '../public/assets/languages/en/translation.json';
import tn from '../public/assets/languages/tn/translation.json';
import { paths } from '../shared/routing/paths.ts';
import type { Role } from '../shared/session/role.ts';
import { isSignedInPage, landingFor, landingPathFor, pages, pagesFor } from './pages.ts';
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
  it('lands every role on exactly one page, one it may open', () => {
    for (const role of everyRole) {
      const landings = pagesFor(role).filter((page) => page.landing);
      expect(landings, role).toHaveLength(1);
    }
  });

  it('lists every URL once', () => {
    expect(new Set(pages.map(({ path }) => path)).size).toBe(pages.length);
    expect(new Set(pages.map(({ id }) => id)).size).toBe(pages.length);
  });

  it('has an English and a Tamil title for every page, navigation entry and shortcut', () => {
    const keys = pages.flatMap((page) =>
      [
        page.titleKey,
        page.nav?.titleKey,
        page.shortcut && `quickPanel.shortcuts.${page.id}`,
      ].filter((key) => typeof key === 'string'),
    );
    for (const key of keys) {
      expect(typeof lookUp(en, key), key).toBe('string');
      expect(typeof lookUp(tn, key), key).toBe('string');
    }
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

describe('route sets (seed §2, D5, D6, D14)', () => {
  const everyRolePage = [
    '/profile/:UserID',
    '/pages/profile',
    '/apps/mail',
    // Demo apps of issue 31 (h9 group).
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

  it('gives the default role the seed set plus /jobs, the test screen and the shared pages', () => {
    expect(new Set(pathsOf('Student'))).toEqual(
      new Set([
        '/home',
        '/postjob',
        '/result',
        '/myjobs',
        '/dashboard',
        '/progress/:jobname',
        '/jobs',
        '/test/test/:CourseID/:TaskID',
        ...everyRolePage,
      ]),
    );
    expect(landingFor('Recruiter')).toBe('/home');
    expect(landingFor('none')).toBe('/home');
  });

  it("keeps ClientAdmin to /admindashboard, /jobs, the company jobs' pipelines and the shared pages", () => {
    expect(landingFor('ClientAdmin')).toBe('/admindashboard');
    expect(pathsOf('ClientAdmin')).toEqual([
      '/admindashboard',
      '/jobs',
      '/progress/:jobname',
      ...everyRolePage,
    ]);
  });

  it('keeps InstituteAdmin to /collegedashboard, /alljobs and the shared pages', () => {
    expect(landingFor('InstituteAdmin')).toBe('/collegedashboard');
    expect(pathsOf('InstituteAdmin')).toEqual(['/collegedashboard', '/alljobs', ...everyRolePage]);
  });

  it('refuses a route outside the set', () => {
    expect(canVisit('ClientAdmin', paths.home)).toBe(false);
    expect(canVisit('InstituteAdmin', paths.jobs)).toBe(false);
    expect(canVisit('Student', paths.allJobs)).toBe(false);
    expect(canVisit('ClientAdmin', paths.test)).toBe(false);
    expect(canVisit('Recruiter', paths.progress)).toBe(true);
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
    expect(toolbarTargets(role)).toEqual({ home, dashboard, jobs });
  });

  it('points every target into the role set', () => {
    for (const role of ['Recruiter', 'InstituteAdmin', 'ClientAdmin', 'Student', 'none'] as const) {
      for (const target of Object.values(toolbarTargets(role))) {
        if (target) expect(canVisit(role, target), `${role} ${target}`).toBe(true);
      }
    }
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
    expect(urlsFor('InstituteAdmin')).toEqual(['/collegedashboard', '/alljobs', '/pages/profile']);
  });

  it('gives a user without a role the items open to everyone', () => {
    expect(urlsFor('none')).toEqual(['/home', '/dashboard', '/pages/profile']);
  });
});

describe('the shortcut list (seed §2, D18)', () => {
  const shortcutPathsOf = (role: Role) => shortcutsFor(role).map(({ path }) => path);

  it('offers a Recruiter the pages of the default route set only', () => {
    setDemoStubs('off');
    expect(shortcutPathsOf('Recruiter')).toEqual([
      '/home',
      '/dashboard',
      '/myjobs',
      '/jobs',
      '/postjob',
      '/result',
      '/pages/profile',
    ]);
    // The quick panel's own tests are handed this list.
    expect(shortcutsFor('Recruiter')).toEqual(recruiterShortcuts);
  });

  it.each(['Student', 'other', 'none'] as const)(
    'offers a %s no recruiter shortcut (Post a job, My jobs, Results)',
    (role) => {
      setDemoStubs('off');
      expect(shortcutPathsOf(role)).toEqual(['/home', '/dashboard', '/jobs', '/pages/profile']);
    },
  );

  it('offers a ClientAdmin their dashboard, jobs and profile, nothing of other roles', () => {
    setDemoStubs('off');
    expect(shortcutPathsOf('ClientAdmin')).toEqual(['/admindashboard', '/jobs', '/pages/profile']);
  });

  it('offers an InstituteAdmin their dashboard, all jobs and profile', () => {
    setDemoStubs('off');
    expect(shortcutPathsOf('InstituteAdmin')).toEqual([
      '/collegedashboard',
      '/alljobs',
      '/pages/profile',
    ]);
  });

  it('adds the demo Mail page only when the demo stubs are on', () => {
    setDemoStubs('on');
    expect(shortcutPathsOf('ClientAdmin')).toContain('/apps/mail');
    setDemoStubs('off');
    expect(shortcutPathsOf('ClientAdmin')).not.toContain('/apps/mail');
  });

  it('has a title in English and in Tamil for every shortcut', () => {
    setDemoStubs('on');
    const all = (['Recruiter', 'ClientAdmin', 'InstituteAdmin'] as const).flatMap(shortcutsFor);
    for (const { titleKey } of all) {
      expect(typeof lookUp(en, titleKey), titleKey).toBe('string');
      expect(typeof lookUp(tn, titleKey), titleKey).toBe('string');
    }
  });
});
