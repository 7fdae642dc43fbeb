/**
 * The pipeline part of `npm run bench`: a job with 2,000 applicants, on a second server with the
 * stub backend and its QA surface on. Measures the server's answer for one stage page
 * (jobCandidates, what each board column asks for) and, in headless Chromium, the time from
 * navigation to a usable board (the first column's cards with their menus). Then the stub's
 * memory once seeded and once 10,000 applicants were generated. A benchmark, not a test: it prints
 * the figures and asserts nothing (goal: under 1 s).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { serverNodeFlags } from '../server/edge/node-flags.ts';
import { benchResults } from './bench-results.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

/** Starts a child process and waits for the line that says it listens (bench.ts's `start`). */
type StartChild = (
  args: string[],
  env: Record<string, string>,
  readyText: string,
) => Promise<ChildProcess>;

/** A child's resident memory in MB (Linux): now (VmRSS) or its peak (VmHWM). */
export function residentMb(child: ChildProcess, field: 'VmRSS' | 'VmHWM' = 'VmRSS') {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const PORT = 3192;
const base = `http://127.0.0.1:${PORT}`;
const APPLICANTS = 2000;
/** Generated applicants in all when the stub's memory is read the second time. */
const MEMORY_APPLICANTS = 10_000;
/** The most the QA route adds in one call. */
const APPLICANTS_PER_CALL = 4000;
const SERVER_CALLS = Number(process.env.BENCH_PIPELINE_CALLS || 50);
const BROWSER_RUNS = Number(process.env.BENCH_PIPELINE_RUNS || 5);
const job = 'graduate-engineer-trainee-1';
const recruiter = { username: 'recruiter@example.com', password: 'Demo@1234' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number) => Math.round(value * 10) / 10;

/** Median, p95 and the extremes of some timings, in milliseconds. */
export function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    'median ms': ms(percentile(sorted, 50)),
    'p95 ms': ms(percentile(sorted, 95)),
    'min ms': ms(sorted[0] ?? Number.NaN),
    'max ms': ms(sorted.at(-1) ?? Number.NaN),
  };
}

/** Calls the API as the SPA does and answers the envelope's body; a refusal stops the bench. */
async function api<Body>(path: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      'X-Client-Version': '2.1.18',
      Authorization: init.token ? `Bearer ${init.token}` : '',
      ...init.headers,
    },
  });
  const envelope = (await response.json()) as { status: boolean; message: string; body: Body };
  if (!envelope.status) throw new Error(`${path} answered ${response.status}: ${envelope.message}`);
  return envelope.body;
}

/** jobCandidates over and over for one stage page, one call at a time: the server's own time. */
async function timeStagePages(token: string, JobID: number, pageSize: number) {
  const query = `JobID=${JobID}&stage=testCompleted&sort=score&page=1&pageSize=${pageSize}`;
  const times: number[] = [];
  for (let call = 0; call < SERVER_CALLS; call++) {
    const started = performance.now();
    await api(`/applications/v1/listCandidates?${query}`, { token });
    times.push(performance.now() - started);
  }
  return times;
}

/** In the page: whether the first column's first card has its menu button ready, and the cards shown. */
const boardReady = () => {
  const column = document.querySelector('.stage-board .stage-column');
  const menu = column?.querySelector<HTMLButtonElement>(
    'article button[aria-label^="Actions for"]',
  );
  if (!menu || menu.disabled) return false;
  return { at: performance.now(), cards: document.querySelectorAll('article').length };
};

type Ready = { at: number; cards: number };

/** Waits, frame by frame, for the board to be usable; answers when it was and its cards. */
async function whenReady(page: Page): Promise<Ready> {
  const ready = await page.waitForFunction(boardReady, undefined, {
    polling: 'raf',
    timeout: 30_000,
  });
  return (await ready.jsonValue()) as Ready;
}

/** A full page load of the pipeline: from navigation start (the page's time origin) to usable. */
async function timePageLoad(page: Page) {
  await page.goto(`/progress/${job}`, { waitUntil: 'commit' });
  return whenReady(page);
}

/**
 * The pipeline opened from another page of the app, as a recruiter does from their jobs: the app
 * is running, the route's code and the job's data are not loaded yet.
 */
async function timeInAppNavigation(page: Page) {
  await page.goto('/home', { waitUntil: 'networkidle' });
  const startedAt = await page.evaluate((path) => {
    const at = performance.now();
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return at;
  }, `/progress/${job}`);
  const { at, cards } = await whenReady(page);
  return { at: at - startedAt, cards };
}

async function timeBrowser() {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: base,
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(recruiter.username);
    await page.getByLabel('Password', { exact: true }).fill(recruiter.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/home');
    // The first load fetches the code; the later ones find it in the browser's cache.
    const first = await timePageLoad(page);
    const loads: number[] = [];
    const navigations: number[] = [];
    let cards = first.cards;
    for (let run = 0; run < BROWSER_RUNS; run++) {
      loads.push((await timePageLoad(page)).at);
      const navigation = await timeInAppNavigation(page);
      navigations.push(navigation.at);
      cards = navigation.cards;
    }
    return { first: first.at, loads, navigations, cards };
  } finally {
    await browser.close();
  }
}

/** Runs the pipeline bench on its own server, started with `start` (stopped by bench.ts). */
export async function benchPipeline(start: StartChild, distDir: string) {
  const qaToken = randomBytes(24).toString('base64url');
  const server = await start(
    [...serverNodeFlags, 'server/index.ts'],
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      BACKEND_URL: '',
      STUB_BACKEND: 'on',
      STUB_QA: 'on',
      STUB_QA_TOKEN: qaToken,
      STUB_QA_ALLOW_PRODUCTION: 'yes',
      DIST_DIR: distDir,
      NODE_ENV: 'production',
    },
    '"listening"',
  );
  const { token } = await api<{ token: string }>('/user/v1/login', {
    method: 'POST',
    body: JSON.stringify({ ...recruiter, deviceInfo: { isMobile: false } }),
  });
  const { job: found } = await api<{ job: { JobID: number } }>(`/jobs/v1/get?slug=${job}`, {
    token,
  });
  const seededMb = residentMb(server);
  const addApplicants = (count: number) =>
    api<{ total: number }>('/__stub/applicants', {
      method: 'POST',
      headers: { 'X-QA-Token': qaToken },
      body: JSON.stringify({ JobID: found.JobID, count }),
    });
  const { total } = await addApplicants(APPLICANTS);
  const { stageCounts } = await api<{ stageCounts: Record<string, number> }>(
    `/applications/v1/listCandidates?JobID=${found.JobID}&stage=testCompleted&pageSize=1`,
    { token },
  );

  console.log(
    `\nPipeline of "${job}": ${total} applicants, ${stageCounts.testCompleted} at Test completed`,
  );
  const serverTimes = [
    {
      case: 'stage page of 20 (a column)',
      ...summary(await timeStagePages(token, found.JobID, 20)),
    },
    {
      case: 'stage page of 100 (the most)',
      ...summary(await timeStagePages(token, found.JobID, 100)),
    },
  ];
  console.log(
    `jobCandidates, ${SERVER_CALLS} calls one after another (over HTTP, from this process)`,
  );
  console.table(serverTimes);

  if (!existsSync(chromiumPath)) {
    console.log(
      `No Chromium at ${chromiumPath} (set CHROMIUM_PATH): the board's time is not measured.`,
    );
    await printStubMemory(server, seededMb, addApplicants);
    await benchResults(base, token, found.JobID, server, summary, residentMb);
    return;
  }
  const { first, loads, navigations, cards } = await timeBrowser();
  console.log(
    "Headless Chromium, 1280×800: navigation → the first column's cards usable (goal < 1000 ms)",
  );
  console.table([
    { case: 'page load, first (code fetched)', ...summary([first]) },
    { case: 'page load (code cached)', ...summary(loads) },
    { case: 'from another page of the app', ...summary(navigations) },
  ]);
  console.log(`Cards on the page once usable: ${cards} (of ${total} applicants)`);
  await printStubMemory(server, seededMb, addApplicants);
  // The job now holds 10,000 generated applicants: the results bench reads it (issue 28).
  await benchResults(base, token, found.JobID, server, summary, residentMb);
}

/**
 * The stub's RSS once seeded and once MEMORY_APPLICANTS applicants were generated in all (the
 * pipeline's APPLICANTS first, then more on the same job).
 */
async function printStubMemory(
  server: ChildProcess,
  seededMb: number,
  addApplicants: (count: number) => Promise<{ total: number }>,
) {
  for (let generated = APPLICANTS; generated < MEMORY_APPLICANTS; ) {
    const count = Math.min(APPLICANTS_PER_CALL, MEMORY_APPLICANTS - generated);
    await addApplicants(count);
    generated += count;
  }
  console.log(
    `\nEmbedded stub RSS: ${seededMb} MB once seeded (one sign-in), ${residentMb(server)} MB with ${MEMORY_APPLICANTS} generated applicants (peak ${residentMb(server, 'VmHWM')} MB)`,
  );
}
