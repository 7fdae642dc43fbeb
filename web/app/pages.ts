import type { Params } from 'react-router';
import {
  requestCompanyDashboard,
  requestDashboard,
  requestInstituteDashboard,
} from '../features/dashboard/api/dashboard-early-requests.ts';
import { requestStudentHome } from '../features/home/api/student-home-requests.ts';
import type { ToolbarItem } from '../features/shell/navigation.ts';
import { demoStubsOn } from '../shared/demo-stubs.ts';
import { type PathPattern, paths } from '../shared/routing/paths.ts';
import type { Role } from '../shared/session/role.ts';

/** A page is named as its URL is in `paths`. */
export type PageName = keyof typeof paths;

/** Who may open a page: signed-out visitors only, everyone, or signed-in users of these roles. */
type Access = 'public' | 'everyone' | readonly Role[];

type DemoEarlyRequests =
  typeof import('../features/demo/shared/demo-early-requests.ts').demoEarlyRequests;

/**
 * A page's first requests, sent as the app starts from a chunk of their own, so the other pages'
 * first loads carry none of them (issue 29).
 */
const earlyFrom =
  <Module>(load: () => Promise<Module>, ask: (module: Module, params: Params) => void) =>
  (_role: Role, params: Params) =>
    void load().then(
      (module) => ask(module, params),
      () => undefined,
    );

/** A demo page's first requests, from the demo pages' shared chunk (demo-early-requests.ts). */
const demoEarly = (ask: (early: DemoEarlyRequests, params: Params) => void) =>
  earlyFrom(
    () =>
      import('../features/demo/shared/demo-early-requests.ts').then(
        ({ demoEarlyRequests }) => demoEarlyRequests,
      ),
    ask,
  );

/**
 * One page of the SPA (seed §2, D5, D6, D12, D14, D15, D18): everything the router, the guards,
 * the navigation, the toolbar and the quick panel's shortcuts know of it.
 */
export type Page = {
  /** The page's name in `paths`; its icon is `pageIcons[id]` (page-icons.ts). */
  id: PageName;
  /** Its URL pattern, from `paths`, the one place URLs live. */
  path: PathPattern;
  /** Its route module, loaded when the page opens. */
  module: () => Promise<object>;
  /**
   * Sends what the page will ask the API for as it opens, for a user of `role`, while the app is
   * still starting (router.tsx preloadSignedInPage; the client takes the responses), given the
   * params of its URL.
   */
  requestEarly?: (role: Role, params: Params) => void;
  /**
   * Who may open it: the guard's rule, and the only one. Every place that lists the page (the
   * navigation, the toolbar, the shortcut list) lists it for exactly these roles (shell-pages.ts).
   */
  access: Access;
  /**
   * The page's title: its heading and the document's title (the frame reads it off the route),
   * its name in the navigation and in the shortcut list. A signed-in page has one.
   */
  titleKey?: string;
  /**
   * The line under a signed-in page's title that says what the page is for (issue 27), shown by
   * PageFrame; a page may say more for a role (home.tsx, jobs.tsx).
   */
  subtitleKey?: string;
  /**
   * The line a role reads instead (jobs: the client admin's are the company's). It is the
   * registry's, not the page's: the frame is drawn before the page's code has come (framed-page.tsx).
   */
  subtitleKeyFor?: Partial<Record<Role, string>>;
  /** Listed in the navigation (seed §2, §6). */
  nav?: true;
  /** The page one of the toolbar's places goes to, for a role that may open it (seed §2, D5). */
  toolbar?: ToolbarItem;
  /** Listed in the quick panel's shortcut list (seed §2). */
  shortcut?: true;
  /** A demo-template page (D18): there only while the server's demo stubs are on. */
  demo?: true;
  /**
   * The frame painted while a page's body comes (layouts/framed-page.tsx): `demo` for the demo
   * template's pages that draw DemoPage's header, so the frame is that header, not PageFrame's.
   * Painted as PageFrame's, the header changed its size when the body came: the phone's largest
   * text was painted again, a second later (issue 29: /apps/todo's LCP 3.8 s). Every page drawing
   * antd has PageFrame's unless it says `demo`; a page drawing none has a frame only when it names
   * one, `page` for PageFrame's (the job lists: their lead, the phone's largest text, waited for
   * the whole list's code without it, LCP 2.2-2.5 s instead of 2.1 s). `profile` for a profile's,
   * whose title says whether it is the user's own (the frame with the registry's title said
   * "Profile" on one's own until the body came and said "My profile").
   */
  frame?: 'demo' | 'page' | 'profile';
  /**
   * `false`: a page whose module draws no antd component itself, so the router loads no antd theme
   * for it (issue 13: the login page and a student's /home are first visits, on a slow phone).
   * Every other page gets AntdRoot from the router.
   */
  antd?: false;
};

/** A page that only signed-in users of some roles open, inside the signed-in shell. */
export type SignedInPage = Page & {
  access: readonly Role[];
  titleKey: string;
  subtitleKey: string;
};

/**
 * What the registry says of a page besides its name and URL; a signed-in page has a title and a
 * line saying what it is for.
 */
type PageSpec = Omit<Page, 'id' | 'path'> &
  (
    | { access: 'public' | 'everyone' }
    | { access: readonly Role[]; titleKey: string; subtitleKey: string }
  );

/** Seed §2's default route set is every role's but the two admins' (D4). */
const defaultRoles: readonly Role[] = ['Recruiter', 'Student', 'other', 'none'];
const everyRole: readonly Role[] = [...defaultRoles, 'ClientAdmin', 'InstituteAdmin'];
/** Seed §6: the profile menu's My Profile and Inbox are for users with a role. */
const withRole = everyRole.filter((role) => role !== 'none');

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
    titleKey: 'pages.home',
    subtitleKey: 'pages.lead.home',
    nav: true,
    // Seed §6, D5: the toolbar's Home tab is the Recruiter's only (shell-pages.ts).
    toolbar: 'home',
    shortcut: true,
  },
  // The dashboards draw no antd (issue 29), nor does the institute's policy card (issue 28).
  dashboard: {
    module: () => import('./routes/dashboard.tsx'),
    requestEarly: requestDashboard,
    antd: false,
    access: defaultRoles,
    titleKey: 'pages.dashboard',
    subtitleKey: 'pages.lead.dashboard',
    nav: true,
    toolbar: 'dashboard',
    shortcut: true,
  },
  adminDashboard: {
    module: () => import('./routes/admin-dashboard.tsx'),
    requestEarly: requestCompanyDashboard,
    antd: false,
    access: ['ClientAdmin'],
    titleKey: 'pages.adminDashboard',
    subtitleKey: 'pages.lead.adminDashboard',
    nav: true,
    toolbar: 'dashboard',
    shortcut: true,
  },
  collegeDashboard: {
    module: () => import('./routes/college-dashboard.tsx'),
    requestEarly: requestInstituteDashboard,
    antd: false,
    access: ['InstituteAdmin'],
    titleKey: 'pages.collegeDashboard',
    subtitleKey: 'pages.lead.collegeDashboard',
    nav: true,
    toolbar: 'dashboard',
    shortcut: true,
  },
  // A recruiter's own jobs, and posting one, are the recruiter's work: the other roles of the
  // default set have nothing to do there (seed §2 listed them in it; D35).
  // It draws no antd (issue 29): its filters and pager are native.
  myJobs: {
    module: () => import('./routes/my-jobs.tsx'),
    antd: false,
    frame: 'page',
    access: ['Recruiter'],
    titleKey: 'pages.myJobs',
    subtitleKey: 'pages.lead.myJobs',
    nav: true,
    toolbar: 'jobs',
    shortcut: true,
  },
  // D5: the students' job board, and the ClientAdmin's jobs (a recruiter's are /myjobs). /jobs and
  // /alljobs share one chunk: each lazy chunk adds entries to the runtime's chunk map, which the
  // login page downloads.
  // The job lists draw no antd (issue 29): their filters are native; a job's drawer brings it.
  jobs: {
    module: () => import(/* webpackChunkName: "job-board" */ './routes/jobs.tsx'),
    antd: false,
    frame: 'page',
    access: ['Student', 'other', 'none', 'ClientAdmin'],
    titleKey: 'pages.jobs',
    subtitleKey: 'pages.lead.jobs',
    subtitleKeyFor: { ClientAdmin: 'pages.lead.jobsClientAdmin' },
    nav: true,
    toolbar: 'jobs',
    shortcut: true,
  },
  allJobs: {
    module: () => import(/* webpackChunkName: "job-board" */ './routes/all-jobs.tsx'),
    antd: false,
    frame: 'page',
    access: ['InstituteAdmin'],
    titleKey: 'pages.allJobs',
    subtitleKey: 'pages.lead.allJobs',
    nav: true,
    toolbar: 'jobs',
    shortcut: true,
  },
  // It draws no antd (issue 29): its form is the app's own; the preview brings antd when opened.
  postJob: {
    module: () => import('./routes/post-job.tsx'),
    antd: false,
    frame: 'page',
    access: ['Recruiter'],
    titleKey: 'pages.postJob',
    subtitleKey: 'pages.lead.postJob',
    shortcut: true,
  },
  // D24: a student's own results; the company's (D19) and an institute's students' (D22).
  // They draw no antd (issue 29): their pager is the app's own.
  result: {
    module: () => import('./routes/result.tsx'),
    antd: false,
    frame: 'page',
    access: everyRole,
    titleKey: 'pages.result',
    subtitleKey: 'pages.lead.result',
    shortcut: true,
  },
  // D28: the institute's students and their academic records, entered one by one or imported.
  // It draws no antd (issue 29): a record's drawer brings it when opened.
  students: {
    module: () => import('./routes/students.tsx'),
    antd: false,
    frame: 'page',
    access: ['InstituteAdmin'],
    titleKey: 'pages.students',
    subtitleKey: 'pages.lead.students',
    nav: true,
    shortcut: true,
  },
  // D19: the client admin follows every company job's candidates (read-only, as the server says).
  // It draws no antd (issue 29): a move's dialog, a card's history and an offer's change bring it.
  progress: {
    module: () => import('./routes/progress.tsx'),
    antd: false,
    frame: 'page',
    access: [...defaultRoles, 'ClientAdmin'],
    titleKey: 'pages.progress',
    subtitleKey: 'pages.lead.progress',
  },
  // Seed §2: the test screen is where students take their tests.
  test: {
    module: () => import('./routes/test-session.tsx'),
    // Issue 29: the question waits on the attempt's opening, sent as the app starts. Its code
    // comes with index.html at a test's address (scripts/first-visit-files.ts): the app's own
    // scripts, /login's, carry none of it. Not come, the screen opens the attempt itself.
    requestEarly: (_role, { CourseID, TaskID }) =>
      void import('../features/exam/api/open-test-early.ts').then(
        ({ openTestEarly }) =>
          openTestEarly({ CourseID: Number(CourseID), TaskID: Number(TaskID) }),
        () => undefined,
      ),
    // Issue 29: the running test draws no antd; its confirmation is the browser's own dialog.
    antd: false,
    access: defaultRoles,
    titleKey: 'exam.pageTitle',
    subtitleKey: 'pages.lead.test',
  },
  // A profile draws no antd (issue 29): its owner's form brings it when opened (about-card.tsx).
  profile: {
    module: () => import('./routes/profile.tsx'),
    antd: false,
    frame: 'profile',
    access: everyRole,
    titleKey: 'pages.profile',
    subtitleKey: 'pages.lead.profile',
  },
  // On to the user's own /profile, which draws no antd: nor does this step.
  myProfile: {
    module: () => import('./routes/my-profile.tsx'),
    antd: false,
    frame: 'page',
    access: withRole,
    titleKey: 'pages.myProfile',
    subtitleKey: 'pages.lead.myProfile',
    nav: true,
    shortcut: true,
  },
  // Each demo page is a chunk of its own (issue 29). In one chunk, every demo page loaded every
  // library any of them uses (405.7 kB brotli on a first load, 193.8-333.4 kB now); the chunk map's
  // entries for them cost every page's first load, /login's too, 0.9 kB.
  mail: {
    module: () => import('./routes/mail.tsx'),
    antd: false,
    access: withRole,
    titleKey: 'mail.title',
    subtitleKey: 'pages.lead.mail',
    // The address's query names the folder: this runs for the page the app starts on.
    requestEarly: earlyFrom(
      () => import('../features/demo/mail/api/mail-early-requests.ts'),
      ({ requestMailEarly }) => requestMailEarly(location.search),
    ),
    demo: true,
    shortcut: true,
  },
  // The demo shop group (D18, issue 31): the template's e-commerce apps and its invoice.
  // The store's two tables draw no antd (issue 29): native tables, search and tags.
  eCommerceProducts: {
    module: () => import('./routes/e-commerce-products.tsx'),
    antd: false,
    frame: 'page',
    access: withRole,
    titleKey: 'demoECommerce.products.title',
    subtitleKey: 'pages.lead.eCommerceProducts',
    demo: true,
    shortcut: true,
  },
  // It draws no antd (issue 29): its form is the app's own.
  eCommerceProduct: {
    module: () => import('./routes/e-commerce-product.tsx'),
    requestEarly: demoEarly((early, { productId }) => early.eCommerceProduct(productId ?? '')),
    antd: false,
    frame: 'page',
    access: withRole,
    titleKey: 'demoECommerce.product.title',
    subtitleKey: 'pages.lead.eCommerceProduct',
    demo: true,
  },
  eCommerceOrders: {
    module: () => import('./routes/e-commerce-orders.tsx'),
    antd: false,
    frame: 'page',
    access: withRole,
    titleKey: 'demoECommerce.orders.title',
    subtitleKey: 'pages.lead.eCommerceOrders',
    demo: true,
    shortcut: true,
  },
  // It draws no antd (issue 29): its tables and tags are the store's own.
  eCommerceOrder: {
    module: () => import('./routes/e-commerce-order.tsx'),
    requestEarly: demoEarly((early, { orderId }) => early.eCommerceOrder(orderId ?? '')),
    antd: false,
    frame: 'page',
    access: withRole,
    titleKey: 'demoECommerce.order.page',
    subtitleKey: 'pages.lead.eCommerceOrder',
    demo: true,
  },
  invoice: {
    module: () => import('./routes/invoice.tsx'),
    antd: false,
    access: withRole,
    titleKey: 'demoInvoice.sheet',
    subtitleKey: 'pages.lead.invoice',
    demo: true,
    shortcut: true,
  },
  // Demo-template pages (issue 31): FAQ, knowledge base, file manager, icons, to-do,
  // scrum board, calendar, notes.
  faq: {
    module: () => import('./routes/demo-faq.tsx'),
    antd: false,
    access: withRole,
    titleKey: 'demoFaq.title',
    subtitleKey: 'demoFaq.lead',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
  knowledgeBase: {
    module: () => import('./routes/demo-knowledge-base.tsx'),
    requestEarly: demoEarly((early) => early.knowledgeBase()),
    antd: false,
    access: withRole,
    titleKey: 'demoKnowledgeBase.title',
    subtitleKey: 'demoKnowledgeBase.lead',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
  fileManager: {
    module: () => import('./routes/demo-file-manager.tsx'),
    antd: false,
    access: withRole,
    titleKey: 'demoFileManager.title',
    subtitleKey: 'demoFileManager.lead',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
  icons: {
    module: () => import('./routes/demo-icons.tsx'),
    antd: false,
    access: withRole,
    titleKey: 'demoIcons.title',
    subtitleKey: 'demoIcons.lead',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
  // The to-do list draws no antd (issue 29): a to-do's labels bring antd's select when pressed.
  todo: {
    module: () => import('./routes/demo-todo.tsx'),
    antd: false,
    access: withRole,
    titleKey: 'demoTodo.title',
    subtitleKey: 'demoTodo.lead',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
  scrumboard: {
    module: () => import('./routes/demo-scrumboard.tsx'),
    antd: false,
    access: withRole,
    titleKey: 'demoScrumboard.title',
    subtitleKey: 'demoScrumboard.lead',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
  calendar: {
    module: () => import('./routes/demo-calendar.tsx'),
    antd: false,
    access: withRole,
    titleKey: 'demoCalendar.title',
    subtitleKey: 'demoCalendar.lead',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
  notesApp: {
    module: () => import('./routes/demo-notes-app.tsx'),
    requestEarly: demoEarly((early) => early.notesApp()),
    antd: false,
    access: withRole,
    titleKey: 'demoNotesApp.title',
    subtitleKey: 'demoNotesApp.lead',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
  // Chat, contacts, academy, widgets, search and the template's panels (issue 31).
  chat: {
    module: () => import('./routes/demo-chat.tsx'),
    antd: false,
    access: withRole,
    titleKey: 'demoChat.title',
    subtitleKey: 'pages.lead.chat',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
  contacts: {
    module: () => import('./routes/demo-contacts.tsx'),
    antd: false,
    access: withRole,
    titleKey: 'demoContacts.title',
    subtitleKey: 'pages.lead.contacts',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
  academy: {
    module: () => import('./routes/demo-academy.tsx'),
    requestEarly: demoEarly((early) => early.academy()),
    antd: false,
    access: withRole,
    titleKey: 'demoAcademy.title',
    subtitleKey: 'pages.lead.academy',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
  academyCourse: {
    module: () => import('./routes/demo-academy-course.tsx'),
    requestEarly: demoEarly((early, { courseId }) => early.academyCourse(Number(courseId) || 0)),
    antd: false,
    access: withRole,
    titleKey: 'demoAcademy.title',
    subtitleKey: 'pages.lead.academyCourse',
    demo: true,
    frame: 'demo',
  },
  academyDashboard: {
    module: () => import('./routes/demo-academy-dashboard.tsx'),
    requestEarly: demoEarly((early) => early.academyDashboard()),
    antd: false,
    access: withRole,
    titleKey: 'demoWidgets.academyTitle',
    subtitleKey: 'pages.lead.academyDashboard',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
  reports: {
    module: () => import('./routes/demo-reports.tsx'),
    requestEarly: demoEarly((early) => early.reports()),
    antd: false,
    access: withRole,
    titleKey: 'demoWidgets.reportsTitle',
    subtitleKey: 'pages.lead.reports',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
  search: {
    module: () => import('./routes/demo-search.tsx'),
    antd: false,
    access: withRole,
    titleKey: 'demoSearch.title',
    subtitleKey: 'pages.lead.search',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
  notificationPanel: {
    module: () => import('./routes/demo-notification-panel.tsx'),
    requestEarly: demoEarly((early) => early.notificationPanel()),
    antd: false,
    access: withRole,
    titleKey: 'demoNotifications.title',
    subtitleKey: 'pages.lead.notificationPanel',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
  templateProfile: {
    module: () => import('./routes/demo-template-profile.tsx'),
    requestEarly: demoEarly((early) => early.templateProfile()),
    antd: false,
    access: withRole,
    titleKey: 'demoProfile.title',
    subtitleKey: 'pages.lead.templateProfile',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
  quickPanelData: {
    module: () => import('./routes/demo-quick-panel-data.tsx'),
    requestEarly: demoEarly((early) => early.quickPanelData()),
    antd: false,
    access: withRole,
    titleKey: 'demoQuickPanel.title',
    subtitleKey: 'pages.lead.quickPanelData',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
  bookmarks: {
    module: () => import('./routes/demo-bookmarks.tsx'),
    antd: false,
    access: withRole,
    titleKey: 'demoBookmarks.title',
    subtitleKey: 'pages.lead.bookmarks',
    demo: true,
    frame: 'demo',
    shortcut: true,
  },
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
    antd: false,
  },
  // Where unknown paths and pages outside a role's set end up (seed §2), in the signed-in shell
  // for a session and the public screens' frame otherwise (layouts/session-frame.tsx).
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
