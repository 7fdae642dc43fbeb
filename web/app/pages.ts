import { requestStudentHome } from '../features/home/api/student-home-requests.ts';
import type { ToolbarItem } from '../features/shell/navigation.ts';
import { demoStubsOn } from '../shared/demo-stubs.ts';
import { type PathPattern, paths } from '../shared/routing/paths.ts';
import { type Role, roleOf } from '../shared/session/role.ts';

/** A page is named as its URL is in `paths`. */
type PageName = keyof typeof paths;

/** Who may open a page: signed-out visitors only, everyone, or signed-in users of these roles. */
type Access = 'public' | 'everyone' | readonly Role[];

/**
 * One page of the SPA (seed §2, D5, D6, D12, D14, D15, D18): everything the router, the guards,
 * the navigation, the toolbar and the quick panel's shortcuts know of it.
 */
export type Page = {
  /** The page's name in `paths`; the quick panel and the navigation pick its icon by it. */
  id: PageName;
  /** Its URL pattern, from `paths`, the one place URLs live. */
  path: PathPattern;
  /** Its route module, loaded when the page opens. */
  module: () => Promise<object>;
  /**
   * Sends what the page will ask the API for as it opens, for a user of `role`, while the app is
   * still starting (router.tsx preloadSignedInPage; the client takes the responses).
   */
  requestEarly?: (role: Role) => void;
  access: Access;
  /** The title a page without its own module yet shows in the frame (page-placeholder.tsx). */
  titleKey?: string;
  /** The page a role lands on after sign-in and from the logo (seed §2, D4): one per role. */
  landing?: true;
  /** In the navigation with this title, for the page's roles or only these. */
  nav?: { titleKey: string; roles?: readonly Role[] };
  /** One of the toolbar's places, for the page's roles or only these (D5). */
  toolbar?: { item: ToolbarItem; roles?: readonly Role[] };
  /** In the quick panel's shortcut list (seed §2), titled `quickPanel.shortcuts.<id>`, for the page's roles or only these. */
  shortcut?: { roles?: readonly Role[] };
  /** A demo-template page (D18): there only while the server's demo stubs are on. */
  demo?: true;
  /**
   * `false`: a page whose module draws no antd component itself, so the router loads no antd theme
   * for it (issue 13: the login page and a student's /home are first visits, on a slow phone).
   * Every other page gets AntdRoot from the router.
   */
  antd?: false;
};

/** A page that only signed-in users of some roles open, inside the signed-in shell. */
export type SignedInPage = Page & { access: readonly Role[] };

/** What the registry says of a page besides its name and URL. */
type PageSpec = Omit<Page, 'id' | 'path'>;

/** Seed §2's default route set is every role's but the two admins' (D4). */
const defaultRoles: readonly Role[] = ['Recruiter', 'Student', 'other', 'none'];
const everyRole: readonly Role[] = [...defaultRoles, 'ClientAdmin', 'InstituteAdmin'];

/** A page whose own module is not built yet: the frame with the page's title. */
const placeholder = () => import('./routes/page-placeholder.tsx');

/**
 * Every page, once, by its name in `paths`. The order is the navigation's and the shortcut list's:
 * the roles' own pages first, then the pages every role shares, then the signed-out screens.
 */
const registry: { readonly [Name in PageName]?: PageSpec } = {
  home: {
    module: () => import('./routes/home.tsx'),
    requestEarly: (role) => {
      if (role === 'Student') requestStudentHome();
    },
    antd: false,
    access: defaultRoles,
    landing: true,
    nav: { titleKey: 'nav.home' },
    // D5: Home is the Recruiter's only in the toolbar; students reach /home from the logo.
    toolbar: { item: 'home', roles: ['Recruiter'] },
    shortcut: {},
  },
  dashboard: {
    module: placeholder,
    titleKey: 'pages.dashboard',
    access: defaultRoles,
    nav: { titleKey: 'nav.dashboard' },
    toolbar: { item: 'dashboard' },
    shortcut: {},
  },
  adminDashboard: {
    module: () => import('./routes/admin-dashboard.tsx'),
    access: ['ClientAdmin'],
    landing: true,
    nav: { titleKey: 'nav.dashboard' },
    toolbar: { item: 'dashboard' },
    shortcut: {},
  },
  collegeDashboard: {
    module: () => import('./routes/college-dashboard.tsx'),
    access: ['InstituteAdmin'],
    landing: true,
    nav: { titleKey: 'nav.dashboard' },
    toolbar: { item: 'dashboard' },
    shortcut: {},
  },
  myJobs: {
    module: () => import('./routes/my-jobs.tsx'),
    access: defaultRoles,
    nav: { titleKey: 'nav.myJobs', roles: ['Recruiter'] },
    toolbar: { item: 'jobs', roles: ['Recruiter'] },
    // A recruiter's own jobs: students and members of the default set get no shortcut to them.
    shortcut: { roles: ['Recruiter'] },
  },
  // D5: the students' job board, and the ClientAdmin's jobs. /jobs and /alljobs share one chunk:
  // each lazy chunk adds entries to the runtime's chunk map, which the login page downloads.
  jobs: {
    module: () => import(/* webpackChunkName: "job-board" */ './routes/jobs.tsx'),
    access: [...defaultRoles, 'ClientAdmin'],
    nav: { titleKey: 'nav.jobs', roles: ['Student', 'other', 'ClientAdmin'] },
    toolbar: { item: 'jobs', roles: ['Student', 'other', 'none', 'ClientAdmin'] },
    shortcut: {},
  },
  allJobs: {
    module: () => import(/* webpackChunkName: "job-board" */ './routes/all-jobs.tsx'),
    access: ['InstituteAdmin'],
    nav: { titleKey: 'nav.jobs' },
    toolbar: { item: 'jobs' },
    shortcut: {},
  },
  postJob: {
    module: () => import('./routes/post-job.tsx'),
    access: defaultRoles,
    // Posting is the recruiter's work.
    shortcut: { roles: ['Recruiter'] },
  },
  result: {
    module: placeholder,
    titleKey: 'pages.result',
    access: defaultRoles,
    // The recruiter's results until the students' own (D14) are built.
    shortcut: { roles: ['Recruiter'] },
  },
  // D19: the client admin follows every company job's candidates (read-only, as the server says).
  progress: {
    module: () => import('./routes/progress.tsx'),
    access: [...defaultRoles, 'ClientAdmin'],
  },
  // Seed §2: the test screen is where students take their tests.
  test: {
    module: () => import('./routes/test-session.tsx'),
    access: defaultRoles,
  },
  profile: {
    module: () => import('./routes/profile.tsx'),
    access: everyRole,
  },
  myProfile: {
    module: () => import('./routes/my-profile.tsx'),
    access: everyRole,
    nav: { titleKey: 'nav.myProfile' },
    shortcut: {},
  },
  mail: {
    module: () => import('./routes/mail.tsx'),
    access: everyRole,
    demo: true,
    shortcut: {},
  },
  // Demo apps of issue 31, group chat/contacts/academy/panels (helper h9). One chunk for the
  // group: every lazy chunk adds an entry to the runtime's chunk map, which the login page loads.
  chat: {
    module: () => import(/* webpackChunkName: "demo-workspace" */ './routes/demo-chat.tsx'),
    access: everyRole,
    demo: true,
    shortcut: {},
  },
  contacts: {
    module: () => import(/* webpackChunkName: "demo-workspace" */ './routes/demo-contacts.tsx'),
    access: everyRole,
    demo: true,
    shortcut: {},
  },
  academy: {
    module: () => import(/* webpackChunkName: "demo-workspace" */ './routes/demo-academy.tsx'),
    access: everyRole,
    demo: true,
    shortcut: {},
  },
  academyCourse: {
    module: () =>
      import(/* webpackChunkName: "demo-workspace" */ './routes/demo-academy-course.tsx'),
    access: everyRole,
    demo: true,
  },
  academyDashboard: {
    module: () =>
      import(/* webpackChunkName: "demo-workspace" */ './routes/demo-academy-dashboard.tsx'),
    access: everyRole,
    demo: true,
    shortcut: {},
  },
  reports: {
    module: () => import(/* webpackChunkName: "demo-workspace" */ './routes/demo-reports.tsx'),
    access: everyRole,
    demo: true,
    shortcut: {},
  },
  search: {
    module: () => import(/* webpackChunkName: "demo-workspace" */ './routes/demo-search.tsx'),
    access: everyRole,
    demo: true,
    shortcut: {},
  },
  notificationPanel: {
    module: () =>
      import(/* webpackChunkName: "demo-workspace" */ './routes/demo-notification-panel.tsx'),
    access: everyRole,
    demo: true,
    shortcut: {},
  },
  templateProfile: {
    module: () =>
      import(/* webpackChunkName: "demo-workspace" */ './routes/demo-template-profile.tsx'),
    access: everyRole,
    demo: true,
    shortcut: {},
  },
  quickPanelData: {
    module: () =>
      import(/* webpackChunkName: "demo-workspace" */ './routes/demo-quick-panel-data.tsx'),
    access: everyRole,
    demo: true,
    shortcut: {},
  },
  bookmarks: {
    module: () => import(/* webpackChunkName: "demo-workspace" */ './routes/demo-bookmarks.tsx'),
    access: everyRole,
    demo: true,
    shortcut: {},
  },
  // End of the h9 group.
  login: { module: () => import('./routes/login.tsx'), access: 'public', antd: false },
  forgetPassword: {
    module: () => import('./routes/forget-password.tsx'),
    access: 'public',
    antd: false,
  },
  verify: {
    module: () => import('./routes/verify.tsx'),
    access: 'public',
  },
  changePassword: {
    module: () => import('./routes/change-password.tsx'),
    access: 'public',
    antd: false,
  },
  register: {
    module: () => import('./routes/register.tsx'),
    access: 'public',
  },
  // Where unknown paths and pages outside a role's set end up (seed §2).
  error: {
    module: () => import('./routes/error.tsx'),
    access: 'everyone',
    // Neither a visitor's error page nor a signed-in user's, in the shell, draws antd.
    antd: false,
  },
};

/** Every page with its name and URL. */
export const pages: readonly Page[] = Object.entries(registry).map(([id, spec]) => ({
  id: id as PageName,
  path: paths[id as PageName],
  ...(spec as PageSpec),
}));

/** Whether the page is a signed-in one (inside the shell, behind the guard). */
export const isSignedInPage = (page: Page): page is SignedInPage => Array.isArray(page.access);

/** Whether a role may open the page: one of the role's, and a demo page only with the stubs on. */
export function mayOpen(role: Role, page: SignedInPage): boolean {
  return page.access.includes(role) && (!page.demo || demoStubsOn());
}

/** The signed-in pages a role may open, in the registry's order. */
export function pagesFor(role: Role): SignedInPage[] {
  return pages.filter(isSignedInPage).filter((page) => mayOpen(role, page));
}

/** The role's landing page (seed §2, D4): where the logo and `/` take it. */
export function landingFor(role: Role): PathPattern {
  return pagesFor(role).find((page) => page.landing)?.path ?? paths.home;
}

/** Where a login lands (seed §4, D4): 6 → /home, 10 → /admindashboard, 11 → /collegedashboard. */
export function landingPathFor(userType: number, userTypeName: string): PathPattern {
  if (userType === 6) return landingFor('Recruiter');
  if (userType === 10) return landingFor('ClientAdmin');
  if (userType === 11) return landingFor('InstituteAdmin');
  return landingFor(roleOf(userTypeName));
}
