// Measures the JavaScript a browser downloads for a first visit to each of the pages students and
// visitors open first, brotli-compressed, and fails past a page's budget (issue 13: the login page
// carries no antd, no signed-in and no demo code). Run after `npm run build`:
// `node scripts/size-check.ts`. It starts our own server on the build, with the embedded stub.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './serve-dist.ts';

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.SIZE_PORT || 3194);
const base = `http://127.0.0.1:${PORT}`;

type Visit = {
  path: string;
  /** What is on screen once the page's lazy chunks have all arrived. */
  ready: { role: 'button' | 'heading'; name: RegExp };
  /** Signed in as this account (a cold cache, the session already stored). */
  as?: string;
  /** Brotli kB the page may load; a page without one is reported only. */
  budgetKb?: number;
  /** Draws no antd, so loads none (pages.ts `antd: false`). */
  antdFree?: true;
  /** Draws a chart (issue 28): the only pages that may load Recharts. */
  charts?: true;
};

/**
 * The dashboards (issue 28): 292.6 kB measured for either role, of which Recharts' own chunk is
 * 107.1 kB and the figure chart 0.7 kB; the rest (184.8 kB) is the signed-in shell with antd that
 * /result and /myjobs load too. Recharts was chosen for its keyboard and ARIA layer over Chart.js
 * (~58 kB, a canvas with no accessibility of its own); it arrives after the figures' tables paint.
 * 300 kB leaves 7 kB of room.
 */
const DASHBOARD_BUDGET = 300;

// Budgets sit a little above what the pages load now (issue 13: 194.9 kB for /login before; a
// student's /home, 291.4 kB with its panels prefetched beside it, 142.7 kB once it drew no antd).
const visits: Visit[] = [
  { path: '/login', ready: { role: 'button', name: /^Login$/ }, budgetKb: 120, antdFree: true },
  { path: '/register', ready: { role: 'button', name: /^Register$/ } },
  {
    path: '/forget-password',
    ready: { role: 'button', name: /^Send code$/ },
    budgetKb: 130,
    antdFree: true,
  },
  {
    path: '/home',
    as: 'student@example.com',
    ready: { role: 'heading', name: /^Your tests$/ },
    // 144.6 kB before this stop's pages: the demo apps' 30 pages (issue 31) are in the one page
    // registry the router reads at start (a path, a title key and a loader each; one shared chunk
    // and icon), 0.8 kB of brotli; every page's subtitle key and the guard's page for another role
    // (issue 27) and the results page's entry (issue 28) another 0.9 kB. 2 kB more for those.
    budgetKb: 147,
    antdFree: true,
  },
  // The dashboards are four roles' pages (issue 28): the only ones that may load chart code.
  {
    path: '/dashboard',
    as: 'recruiter@example.com',
    ready: { role: 'heading', name: /^Stage funnel$/ },
    budgetKb: DASHBOARD_BUDGET,
    charts: true,
  },
  {
    path: '/dashboard',
    as: 'student@example.com',
    ready: { role: 'heading', name: /^My applications by stage$/ },
    budgetKb: DASHBOARD_BUDGET,
    charts: true,
  },
  // The company's and the institute's dashboards: the same shell and chart code as /dashboard.
  {
    path: '/admindashboard',
    as: 'clientadmin@example.com',
    ready: { role: 'heading', name: /^The company at a glance$/ },
    budgetKb: DASHBOARD_BUDGET,
    charts: true,
  },
  {
    path: '/collegedashboard',
    as: 'instituteadmin@example.com',
    ready: { role: 'heading', name: /^Students and placements$/ },
    budgetKb: DASHBOARD_BUDGET,
    charts: true,
  },
];

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      BACKEND_URL: '',
      STUB_BACKEND: 'on',
      STUB_QA: 'off',
      DIST_DIR: distDir,
    },
  });
  return new Promise((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('"listening"')) done(child);
    });
    child.stderr?.pipe(process.stderr);
    child.once('exit', (code) => fail(new Error(`the server exited with ${code}`)));
  });
}

function brotliSize(content: Buffer): number {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  }).length;
}

/** A context with `email` signed in: the session the app stored, in a fresh profile. */
async function signedIn(browser: Browser, email: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Login' }).click();
  // Each role lands on its own page (seed §4): wait until the app has left /login.
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const storageState = await context.storageState();
  await context.close();
  return browser.newContext({ storageState });
}

/** The scripts a cold visit to the page loads, once it is ready. */
async function scriptsOf(browser: Browser, visit: Visit): Promise<string[]> {
  const context = visit.as ? await signedIn(browser, visit.as) : await browser.newContext();
  const scripts = new Set<string>();
  try {
    // What the app preloads once the page has loaded and the browser is idle (the signed-in
    // shell's panels, preload-when-idle.ts) is not the page's first load: the browser never idles here.
    await context.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const page = await context.newPage();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js') && response.ok()) scripts.add(url.pathname);
    });
    await page.goto(`${base}${visit.path}`, { waitUntil: 'networkidle' });
    await page.getByRole(visit.ready.role, { name: visit.ready.name }).waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // A page with a budget under antd's weight must not load antd: its style engine writes
    // <style data-css-hash> tags.
    const antdStyles = await page.locator('style[data-css-hash], style[data-token-hash]').count();
    if (visit.antdFree && antdStyles > 0) {
      console.error(`${visit.path} loaded antd: ${antdStyles} antd style tags`);
      process.exitCode = 1;
    }
  } finally {
    await context.close();
  }
  return [...scripts].sort();
}

/** A class name only Recharts' code writes: a script holding it is chart code. */
const rechartsMark = 'recharts-surface';

async function report(visit: Visit, scripts: string[]): Promise<void> {
  let total = 0;
  const rows: string[] = [];
  for (const path of scripts) {
    const content = await readFile(join(distDir, path));
    if (!visit.charts && content.includes(rechartsMark)) {
      console.error(`${visit.path} loaded chart code (${path}): only the dashboards may`);
      process.exitCode = 1;
    }
    const size = brotliSize(content);
    total += size;
    rows.push(`  ${(size / 1000).toFixed(1).padStart(7)} kB  ${path}`);
  }
  const totalKb = total / 1000;
  const who = visit.as ? ` (${visit.as}, cold)` : '';
  const budget = visit.budgetKb ? ` (budget ${visit.budgetKb} kB)` : '';
  console.log(`${visit.path}${who}\n${rows.join('\n')}`);
  console.log(
    `${visit.path} first-load JS: ${totalKb.toFixed(1)} kB brotli in ${rows.length} files${budget}\n`,
  );
  if (visit.budgetKb && totalKb > visit.budgetKb) {
    console.error(`${visit.path} over budget by ${(totalKb - visit.budgetKb).toFixed(1)} kB`);
    process.exitCode = 1;
  }
}

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const visit of visits) await report(visit, await scriptsOf(browser, visit));
  } finally {
    await browser.close();
    server.kill();
  }
}

await main();
