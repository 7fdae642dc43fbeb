// The JavaScript budget of each page (issue 29), by its name in the page registry (web/app/pages.ts,
// web/shared/routing/paths.ts): a page added there gets its slot here, and `npm run size` lists the
// pages that have none yet. scripts/size-check.ts visits each URL cold and fails past the budget.
import type { PageName } from '../web/app/pages.ts';

/** One visit to a page: a URL of it, who opens it, and what shows once it has all arrived. */
export type PageVisit = {
  url: string;
  /** Signed in as this account (a cold cache, the session already stored); signed out without. */
  as?: string;
  /** On screen once the page's lazy chunks have all arrived. */
  ready: { role: 'button' | 'heading'; name: RegExp };
  /** Brotli kB the page may load on a first visit; a visit without one is reported only. */
  budgetKb?: number;
  /** Draws no antd, so loads none (pages.ts `antd: false`). */
  antdFree?: true;
  /** Draws a chart (issue 28): the only pages that may load the charts' code. */
  charts?: true;
};

/**
 * The dashboards (issue 28): 144.5-148.7 kB on a first load, the signed-in shell and the figures,
 * with no antd (issue 29: they draw none; the institute's policy card brings it in an idle moment;
 * 185.5-189.6 kB with antd's theme and engine). The charts' code comes in the first idle moment
 * after the page has loaded, after the figures' tables have painted: Recharts (107.1 kB, chosen for
 * its keyboard and ARIA layer over Chart.js's bare canvas), fetched with the route, made the
 * dashboards 292-297 kB and 77-79 on a phone (issue 29); the app's own SVG charts that replaced it
 * (web/shared/charts/figure-chart.tsx, 100-400 ms of a phone's CPU less a chart) are 2.1 kB.
 * 151 kB leaves 1-5 kB of room; 151.5 since /collegedashboard's worker (figure-format-warm-up.ts).
 */
const DASHBOARD_BUDGET = 151.5;

/**
 * The job lists (/jobs of a student and a client admin, /alljobs): 267.3-268.0 kB with antd's
 * radios, selects, inputs and its style engine; 152.0 kB once their filters were native controls
 * and a job's drawer brought antd only when opened (issue 29); 153.7 kB with the frame's own chunk
 * (pages.ts frame: 'page', 1.0 kB), which paints their lead before the list's code comes. 0.3 kB of
 * room.
 */
const JOB_BOARD_BUDGET = 154.5;

const student = 'student@example.com';
const recruiter = 'recruiter@example.com';
const clientAdmin = 'clientadmin@example.com';
const instituteAdmin = 'instituteadmin@example.com';

/**
 * Budgets sit a little above what the pages load now, so a page that grows says so. Issue 13: 194.9
 * kB for /login before; a student's /home 142.7 kB once it drew no antd, 144.6 kB with the demo
 * apps' 30 pages in the registry and 2 kB more for every page's subtitle and the results page;
 * 147.6 kB with /students and the four dashboards' entries (issue 28) and the lazy chunks' map.
 * Issue 29 (brotli, first load, before → when budgeted): the test screen drew no antd, 150.3 kB;
 * /postjob left Tiptap for when its box is seen, the job boards their drawer, /progress its
 * dialogs. Issue 28: /result 244.8 kB and /students 260.9 kB when budgeted (their tables and
 * filters' antd); the dashboards, DASHBOARD_BUDGET above, /collegedashboard with its policy card's
 * form left for an idle moment. Issue 29: the demo apps' pages each a chunk of their own (demoVisit)
 * put 0.9 kB of chunk map on every first load: /login 119.8 → 120.7 kB, a student's /home 147.5 →
 * 148.4 kB. With this stop's other changes merged (the test screen's and the dashboards' early
 * requests, the framed pages' chunk), every page's first load grew another 0.2-1.5 kB of chunk map
 * and start-up code: /login 121.0, /home 149.1, the test screen 153.2, the job boards 276.5,
 * /profile 302.2, /myjobs 269.4, /postjob 288.2, /progress 276.9, /result 247.9, /students 264.5 kB;
 * the budgets follow, 0.5-1.5 kB above. The knowledge base, 226.6 kB once lazyWithAntd's callers
 * import antd's theme themselves (its chunk shares fewer of antd's parts), 228 kB. Issue 29, next
 * stop: ConfirmButton is the browser's <dialog> with AppButton (shared/ui/confirm-dialog.tsx), no
 * antd Modal: the job boards 276.0 → 267.3 kB, /myjobs 269.0 → 252.2 kB; their budgets follow.
 * The demo template's pages that draw DemoPage paint its header as their frame, a chunk of their
 * own (layouts/demo-frame.tsx): 0.3-0.5 kB more on each of their first loads, 0.5 kB on each budget.
 * The last pages given one (issue 29: every page its own): /register 230.5 kB (its form's antd,
 * behind the prerendered copy), a recruiter's own profile 304.0 kB, /error 141.0 kB. /verify and
 * /change-password are steps of the password's recovery: opened cold they go to /login, whose
 * budget holds them (below).
 * Issue 29, the test page (web/features/exam/pre-paint/): the test screen 153.2 → 156.1 kB, its
 * copy's hand-over (1.1 kB, with the public screens' carryFields) and the page's open taken as the
 * early open; 0.1 kB more of start-up code on every first load (the router asks whether the page
 * is the test page), which took the quick panel's 211.6 kB past its 211.5.
 * Issue 29: the demo apps' dates follow the app's own rules (shared/time/format-date.ts), not a
 * copy of their own: /apps/todo 258.7, /apps/chat and the template's profile 0.1-0.2 kB more; their
 * budgets follow, 0.3-0.5 kB above. The file manager, the academy dashboard and the reports (their
 * byte counts and widgets' figures) came to their budgets to the byte: 0.5 kB above too.
 * Issue 29, next stop: pages drawing no antd (the job lists, the store's tables, a profile, the
 * to-do list; their own budgets say how much each lost), and the demo labels' editor native (the
 * notes app 268.7 kB). The chunk map's new entries and the shared chunks' new grouping: the
 * invoice 202.4, the scrum board 252.6, a course 205.7 kB; their budgets follow, 0.3-0.6 kB above.
 * Issue 29, next stop: /result (247.9 → 149.6 kB) and /myjobs (252.2 → 149.6 kB) draw no antd:
 * their pagers, /myjobs' search and selects, are native. /students (264.8 → 149.0 kB) too, its
 * record's drawer loaded when opened; and eleven demo pages, their alerts, empty states, buttons
 * and search boxes native, their dialogs and drawers loaded when opened: 144.6-148.2 kB, from
 * 196.7-244.4 kB (the mail app 231.2, the FAQ 223.3, the knowledge base 225.6, the chat 232.6,
 * the academy 244.4, a course 205.7, the reports 196.7, the search 234.2, the notifications 209.4,
 * the quick panel 211.8, the invoice 202.4 kB). /progress (276.9 → 155.2 kB): its board native,
 * a move's dialog, a card's history and an offer's change loaded when first opened. The icons
 * (251.7 → 147.1 kB: a native select, the app's Segmented) and the template's profile (275.3 →
 * 147.8 kB: its about's form loaded when Edit is pressed). The file manager (335.4 → 148.9 kB):
 * the store's native table, moved to the demo apps' shared parts (demo-table.tsx), opens a row.
 * The calendar (288.1 → 147.5 kB): its month a native table (month-grid.tsx), an event's dialog
 * loaded when first opened. The contacts (284.0 → 148.0 kB), the notes (268.7 → 148.2 kB) and the
 * scrum board (252.6 → 148.8 kB): their dialogs loaded when first opened, the board's picker the
 * app's Segmented, a list's deletion asked by ConfirmDialog. The bookmarks (267.1 → 148.8 kB): the
 * app's form state and a checkbox a label. The shell's idle work waits for the page's data
 * (queries-settled.ts, page-body-drawn.ts) and the demo pages' first requests go out as the app
 * starts: 0.2-0.4 kB more on every signed-in first load; the budgets within 0.3 kB follow (the job
 * boards 154.0, a student's /home 149.6, the test screen 156.3, a profile 145.5, the store's
 * tables 148.2-148.4 kB). A recruiter's /home draws no antd either: antdFree.
 * Issue 29, next stop: /postjob draws no antd (288.2 → 153.7 kB): its form is the app's own state
 * (use-form-fields.ts) and native fields, its tags and figures shared/ui's TagsInput and
 * NumberInput, its preview loaded with antd when opened. The store's product editor too (284.1 →
 * 150.6 kB), and an order (189.0 → 146.7 kB) and the academy dashboard (189.5 → 148.0 kB), which
 * drew no antd but were not marked so, their first requests sent as the app starts. The forms'
 * shared parts (a field's hint, its required mark, a group; a server's refusal at a field) and the
 * pages' entries and the institute dashboard's worker's start (figure-format-warm-up.ts): /login
 * 121.0 → 121.4 kB, its budget 122; /collegedashboard 150.5 → 150.9 kB (the worker),
 * DASHBOARD_BUDGET 151.5; a course and the template's profile 0.1 kB past theirs, which follow.
 * Issue 29, next stop: /register draws no antd (228.9 → 132.7 kB): its fields are TextInput and
 * its pick lists native selects (shared/ui/choice-select.tsx). /apps/mail asks for its folders and
 * its list as the app starts (its own chunk, mail-early-requests.ts): 148.6 → 149.0 kB. A panel
 * fetched ahead is drawn without suspending (lazy-with-antd.ts): /home 149.9 → 150.0 kB, a few
 * bytes past 150 on CI's build; its budgets 150.5.
 * Issue 29, next stop: a framed page's body drawn once its code has come, without suspending
 * (framed-page.tsx), and one loading note for every page and panel (shared/ui/loading-note.tsx,
 * marked busy): 0.1-0.2 kB more on most first loads. A profile and /progress now share a chunk
 * (their common parts, the note among them): /profile/1004 145.7 → 146.1 kB, /progress 155.7 →
 * 156.2 kB. /pages/profile keeps its frame while it asks whose profile it is: 147.3 → 147.8 kB.
 * Their budgets, and the notes' (149.4 → 149.6 kB) and /error's (141.4 → 141.5 kB, its budget to
 * the byte), follow, 0.4-0.5 kB above.
 * Issue 29, next stop: a frame alone says "Loading…" (busy) until its body comes, and a profile's
 * frame has its own title, "My profile" on one's own, from the query cache (layouts/profile-frame
 * .tsx): the frame with the registry's "Profile" and the body's "My profile" told two titles.
 * /profile/1004 145.8 → 146.7 kB, /pages/profile 147.5 → 148.5 kB; the demo pages 0.1 kB more
 * (/apps/notifications 149.1, /apps/quick-panel 148.1, /apps/bookmarks 150.0, a course 148.5):
 * their budgets follow, 0.3-0.5 kB above. One's own profile then keeps /pages/profile's lead, read
 * off the registry: /profile/1004 147.0 kB, /pages/profile 148.7 kB; their budgets 147.5 and 149.2.
 */
export const pageBudgets: { readonly [Name in PageName]?: readonly PageVisit[] } = {
  login: [
    { url: '/login', ready: { role: 'button', name: /^Login$/ }, budgetKb: 122, antdFree: true },
  ],
  // No page of their own to load cold: `/` sends a visitor to /login and a user to their landing
  // page; /verify and /change-password, steps of a password's recovery, to /login without it.
  root: [],
  verify: [],
  changePassword: [],
  register: [
    {
      url: '/register',
      ready: { role: 'button', name: /^Register$/ },
      budgetKb: 133.5,
      antdFree: true,
    },
  ],
  forgetPassword: [
    {
      url: '/forget-password',
      ready: { role: 'button', name: /^Send code$/ },
      budgetKb: 131,
      antdFree: true,
    },
  ],
  home: [
    {
      url: '/home',
      as: student,
      ready: { role: 'heading', name: /^Your tests$/ },
      budgetKb: 150.5,
      antdFree: true,
    },
    {
      url: '/home',
      as: recruiter,
      ready: { role: 'heading', name: /^Recruiter home$/ },
      budgetKb: 150.5,
      antdFree: true,
    },
  ],
  test: [
    {
      url: '/test/test/1/101',
      as: student,
      budgetKb: 157,
      ready: { role: 'heading', name: /^Question \d+ of \d+$/ },
      antdFree: true,
    },
  ],
  jobs: [
    {
      url: '/jobs',
      as: student,
      budgetKb: JOB_BOARD_BUDGET,
      ready: { role: 'heading', name: /^Jobs$/ },
      antdFree: true,
    },
    {
      url: '/jobs',
      as: clientAdmin,
      budgetKb: JOB_BOARD_BUDGET,
      ready: { role: 'heading', name: /^Jobs$/ },
      antdFree: true,
    },
  ],
  allJobs: [
    {
      url: '/alljobs',
      as: instituteAdmin,
      budgetKb: JOB_BOARD_BUDGET,
      ready: { role: 'heading', name: /^All jobs$/ },
      antdFree: true,
    },
  ],
  // No antd (issue 29): 302.4 kB with antd's cards, tags and its style engine, 145.3 kB; the
  // owner's form brings antd when opened.
  profile: [
    {
      url: '/profile/1004',
      as: student,
      budgetKb: 147.5,
      ready: { role: 'heading', name: /^Karthik Subramanian$/ },
      antdFree: true,
    },
  ],
  myJobs: [
    {
      url: '/myjobs',
      as: recruiter,
      budgetKb: 151,
      ready: { role: 'heading', name: /^My jobs$/ },
      antdFree: true,
    },
  ],
  postJob: [
    {
      url: '/postjob',
      as: recruiter,
      budgetKb: 154.5,
      antdFree: true,
      ready: { role: 'heading', name: /^Post a job$/ },
    },
  ],
  progress: [
    {
      url: '/progress/frontend-developer-trainee-3',
      as: recruiter,
      budgetKb: 156.5,
      ready: { role: 'heading', name: /^Candidates — / },
      antdFree: true,
    },
  ],
  result: [
    {
      url: '/result',
      as: recruiter,
      budgetKb: 151,
      ready: { role: 'heading', name: /^Results$/ },
      antdFree: true,
    },
    {
      url: '/result',
      as: student,
      budgetKb: 151,
      ready: { role: 'heading', name: /^Results$/ },
      antdFree: true,
    },
  ],
  // A user's own profile: a student's is /profile (budgeted above); the staff's an account card.
  myProfile: [
    {
      url: '/pages/profile',
      as: recruiter,
      // 304.0 kB while it and the profile drew antd; 147.0 kB without (issue 29).
      budgetKb: 149.2,
      ready: { role: 'heading', name: /^Your account$/ },
      antdFree: true,
    },
  ],
  error: [
    {
      url: '/error',
      ready: { role: 'heading', name: /^Page not found$/ },
      budgetKb: 142,
      antdFree: true,
    },
  ],
  students: [
    {
      url: '/students',
      as: instituteAdmin,
      budgetKb: 150.5,
      ready: { role: 'heading', name: /^Students$/ },
      antdFree: true,
    },
  ],
  // The dashboards are four roles' pages (issue 28): the only ones that may load chart code.
  dashboard: [
    {
      url: '/dashboard',
      as: recruiter,
      budgetKb: DASHBOARD_BUDGET,
      antdFree: true,
      ready: { role: 'heading', name: /^Stage funnel$/ },
      charts: true,
    },
    {
      url: '/dashboard',
      as: student,
      budgetKb: DASHBOARD_BUDGET,
      antdFree: true,
      ready: { role: 'heading', name: /^My applications by stage$/ },
      charts: true,
    },
  ],
  adminDashboard: [
    {
      url: '/admindashboard',
      as: clientAdmin,
      budgetKb: DASHBOARD_BUDGET,
      antdFree: true,
      ready: { role: 'heading', name: /^The company at a glance$/ },
      charts: true,
    },
  ],
  // The demo apps (D18, issue 31), with the server's demo stubs on: demoVisit above.
  mail: [{ ...demoVisit('/apps/mail', /^Mail$/, 149.5), antdFree: true }],
  // Native tables, no antd (issue 29): 333.7 and 333.5 kB with antd's Table, 147.0 and 146.7 kB;
  // 148.0 and 147.7 kB with their frame's chunk (pages.ts frame: 'page').
  eCommerceProducts: [
    { ...demoVisit('/apps/e-commerce/products', /^E-commerce products$/, 149), antdFree: true },
  ],
  eCommerceProduct: [
    {
      ...demoVisit('/apps/e-commerce/products/1', /^Placement Prep Handbook$/, 151),
      antdFree: true,
    },
  ],
  eCommerceOrders: [
    { ...demoVisit('/apps/e-commerce/orders', /^E-commerce orders$/, 149), antdFree: true },
  ],
  // Its status tags are the app's own since (issue 29): 201.1 → 188.5 kB.
  eCommerceOrder: [{ ...demoVisit('/apps/e-commerce/orders/1', /^Order /, 147.5), antdFree: true }],
  invoice: [{ ...demoVisit('/pages/invoice', /^Invoice INV-2025-0042$/, 146), antdFree: true }],
  faq: [{ ...demoVisit('/pages/faq', /^FAQ$/, 148), antdFree: true }],
  knowledgeBase: [
    { ...demoVisit('/pages/knowledge-base', /^Knowledge base$/, 147.5), antdFree: true },
  ],
  fileManager: [{ ...demoVisit('/apps/file-manager', /^File manager$/, 150), antdFree: true }],
  icons: [{ ...demoVisit('/ui/icons', /^Icons$/, 148.5), antdFree: true }],
  // No antd (issue 29): 258.5 kB with antd's checkboxes, buttons and a select per to-do, 149.2 kB.
  todo: [{ ...demoVisit('/apps/todo', /^To-do$/, 150), antdFree: true }],
  scrumboard: [{ ...demoVisit('/apps/scrumboard', /^Scrum board$/, 150), antdFree: true }],
  calendar: [{ ...demoVisit('/apps/calendar', /^Calendar$/, 149), antdFree: true }],
  notesApp: [{ ...demoVisit('/apps/notes', /^Notes$/, 150), antdFree: true }],
  chat: [{ ...demoVisit('/apps/chat', /^Chat$/, 149), antdFree: true }],
  contacts: [{ ...demoVisit('/apps/contacts', /^Contacts$/, 149.5), antdFree: true }],
  academy: [{ ...demoVisit('/apps/academy', /^Academy$/, 149), antdFree: true }],
  academyCourse: [
    {
      ...demoVisit('/apps/academy/courses/1', /^Quantitative aptitude basics$/, 149),
      antdFree: true,
    },
  ],
  academyDashboard: [
    { ...demoVisit('/dashboards/academy', /^Academy dashboard$/, 148.5), antdFree: true },
  ],
  reports: [{ ...demoVisit('/apps/reports', /^Reports$/, 148.5), antdFree: true }],
  search: [{ ...demoVisit('/pages/search', /^Search$/, 148.5), antdFree: true }],
  notificationPanel: [
    { ...demoVisit('/apps/notifications', /^Notifications$/, 149.5), antdFree: true },
  ],
  templateProfile: [
    { ...demoVisit('/apps/profile', /^Profile \(template\)$/, 149.5), antdFree: true },
  ],
  quickPanelData: [{ ...demoVisit('/apps/quick-panel', /^Quick panel$/, 148.5), antdFree: true }],
  bookmarks: [{ ...demoVisit('/apps/bookmarks', /^Bookmarks$/, 150.5), antdFree: true }],
  collegeDashboard: [
    {
      url: '/collegedashboard',
      as: instituteAdmin,
      budgetKb: DASHBOARD_BUDGET,
      antdFree: true,
      ready: { role: 'heading', name: /^Students and placements$/ },
      charts: true,
    },
  ],
};

/**
 * A demo app's page (D18, issue 31), there while the server's demo stubs are on, opened by a
 * recruiter: its heading names it. Issue 29: the 25 pages shared one lazy chunk and every library
 * any of them used (405.7 kB on each first load); each is its own chunk now (193.8-333.4 kB).
 */
function demoVisit(url: string, heading: RegExp, budgetKb: number): PageVisit {
  return { url, as: recruiter, budgetKb, ready: { role: 'heading', name: heading } };
}

/** Whether a page's first load is over its budget, and by how much (kB). */
export function overBudget(visit: PageVisit, loadedKb: number): number | null {
  return visit.budgetKb !== undefined && loadedKb > visit.budgetKb
    ? loadedKb - visit.budgetKb
    : null;
}
