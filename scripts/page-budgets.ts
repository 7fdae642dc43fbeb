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
  /** Draws a chart (issue 28): the only pages that may load Recharts. */
  charts?: true;
};

/**
 * The dashboards (issue 28): 185.5-189.6 kB on a first load, the signed-in shell with antd that
 * /result and /myjobs load too, and the figures. Recharts (107.1 kB, chosen for its keyboard and
 * ARIA layer over Chart.js's bare canvas) comes in the first idle moment after the page has loaded,
 * after the figures' tables have painted: fetched with the route, it made the dashboards 292-297 kB
 * and 77-79 on a phone (issue 29). 192 kB leaves 2 kB of room.
 */
const DASHBOARD_BUDGET = 192;

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
 * form left for an idle moment.
 */
export const pageBudgets: { readonly [Name in PageName]?: readonly PageVisit[] } = {
  login: [
    { url: '/login', ready: { role: 'button', name: /^Login$/ }, budgetKb: 120, antdFree: true },
  ],
  register: [{ url: '/register', ready: { role: 'button', name: /^Register$/ } }],
  forgetPassword: [
    {
      url: '/forget-password',
      ready: { role: 'button', name: /^Send code$/ },
      budgetKb: 130,
      antdFree: true,
    },
  ],
  home: [
    {
      url: '/home',
      as: student,
      ready: { role: 'heading', name: /^Your tests$/ },
      budgetKb: 148,
      antdFree: true,
    },
    {
      url: '/home',
      as: recruiter,
      ready: { role: 'heading', name: /^Recruiter home$/ },
      budgetKb: 150,
    },
  ],
  test: [
    {
      url: '/test/test/1/101',
      as: student,
      budgetKb: 153,
      ready: { role: 'heading', name: /^Question \d+ of \d+$/ },
      antdFree: true,
    },
  ],
  jobs: [
    {
      url: '/jobs',
      as: student,
      budgetKb: 276,
      ready: { role: 'heading', name: /^Jobs$/ },
    },
    { url: '/jobs', as: clientAdmin, budgetKb: 276, ready: { role: 'heading', name: /^Jobs$/ } },
  ],
  allJobs: [
    {
      url: '/alljobs',
      as: instituteAdmin,
      budgetKb: 276,
      ready: { role: 'heading', name: /^All jobs$/ },
    },
  ],
  profile: [
    {
      url: '/profile/1004',
      as: student,
      budgetKb: 302,
      ready: { role: 'heading', name: /^Karthik Subramanian$/ },
    },
  ],
  myJobs: [
    { url: '/myjobs', as: recruiter, budgetKb: 269, ready: { role: 'heading', name: /^My jobs$/ } },
  ],
  postJob: [
    {
      url: '/postjob',
      as: recruiter,
      budgetKb: 288,
      ready: { role: 'heading', name: /^Post a job$/ },
    },
  ],
  progress: [
    {
      url: '/progress/frontend-developer-trainee-3',
      as: recruiter,
      budgetKb: 277,
      ready: { role: 'heading', name: /^Candidates — / },
    },
  ],
  result: [
    {
      url: '/result',
      as: recruiter,
      budgetKb: 247,
      ready: { role: 'heading', name: /^Results$/ },
    },
    {
      url: '/result',
      as: student,
      budgetKb: 247,
      ready: { role: 'heading', name: /^Results$/ },
    },
  ],
  students: [
    {
      url: '/students',
      as: instituteAdmin,
      budgetKb: 263,
      ready: { role: 'heading', name: /^Students$/ },
    },
  ],
  // The dashboards are four roles' pages (issue 28): the only ones that may load chart code.
  dashboard: [
    {
      url: '/dashboard',
      as: recruiter,
      budgetKb: DASHBOARD_BUDGET,
      ready: { role: 'heading', name: /^Stage funnel$/ },
      charts: true,
    },
    {
      url: '/dashboard',
      as: student,
      budgetKb: DASHBOARD_BUDGET,
      ready: { role: 'heading', name: /^My applications by stage$/ },
      charts: true,
    },
  ],
  adminDashboard: [
    {
      url: '/admindashboard',
      as: clientAdmin,
      budgetKb: DASHBOARD_BUDGET,
      ready: { role: 'heading', name: /^The company at a glance$/ },
      charts: true,
    },
  ],
  collegeDashboard: [
    {
      url: '/collegedashboard',
      as: instituteAdmin,
      budgetKb: DASHBOARD_BUDGET,
      ready: { role: 'heading', name: /^Students and placements$/ },
      charts: true,
    },
  ],
};

/** Whether a page's first load is over its budget, and by how much (kB). */
export function overBudget(visit: PageVisit, loadedKb: number): number | null {
  return visit.budgetKb !== undefined && loadedKb > visit.budgetKb
    ? loadedKb - visit.budgetKb
    : null;
}
