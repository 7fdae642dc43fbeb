// Measures the JavaScript a browser downloads for a first visit to each page of page-budgets.ts,
// brotli-compressed, says which chunks each loads and why (the build's chunk report,
// chunk-stats.ts), and fails past a page's budget (issue 13: the login page carries no antd, no
// signed-in and no demo code; issue 29: every page its own budget). Run after `npm run build`:
// `node scripts/size-check.ts [URL…]` (only those pages). It starts our own server on the build,
// with the embedded stub.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { paths } from '../web/shared/routing/paths.ts';
import { brotli } from './brotli.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { type ChunkStat, chunkStatsFile } from './chunk-stats.ts';
import { overBudget, type PageVisit, pageBudgets } from './page-budgets.ts';
import { signInThroughForm, startStubServer } from './serve-dist.ts';

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const PORT = Number(process.env.SIZE_PORT || 3194);
/** Pages visited at once, each in its own browser context. */
const VISITS_AT_ONCE = 3;
const base = `http://127.0.0.1:${PORT}`;

/**
 * A file's brotli size: the `.br` the build wrote beside it (precompress.ts), or made here for a
 * build without one. Most pages share most chunks: each is sized once.
 */
const brotliSizes = new Map<string, number>();

function brotliSize(path: string, content: Buffer): number {
  const kept = brotliSizes.get(path);
  if (kept !== undefined) return kept;
  const written = join(distDir, `${path}.br`);
  const size = existsSync(written) ? statSync(written).size : brotli(content).length;
  brotliSizes.set(path, size);
  return size;
}

/** Each account's stored session, signed in once through the form (visits run side by side). */
const sessions = new Map<string, Promise<Awaited<ReturnType<BrowserContext['storageState']>>>>();

async function signInOnce(browser: Browser, email: string) {
  const context = await browser.newContext();
  try {
    await signInThroughForm(await context.newPage(), base, email);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A context with `email` signed in: the session the app stored, in a fresh profile. */
async function signedIn(browser: Browser, email: string): Promise<BrowserContext> {
  let session = sessions.get(email);
  if (!session) {
    session = signInOnce(browser, email);
    sessions.set(email, session);
  }
  return browser.newContext({ storageState: await session });
}

/** The scripts a cold visit to the page loads, once it is ready. */
async function scriptsOf(browser: Browser, visit: PageVisit): Promise<string[]> {
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
    await page.goto(`${base}${visit.url}`, { waitUntil: 'networkidle' });
    await page.getByRole(visit.ready.role, { name: visit.ready.name }).waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // A page with a budget under antd's weight must not load antd: its style engine writes
    // <style data-css-hash> tags.
    const antdStyles = await page.locator('style[data-css-hash], style[data-token-hash]').count();
    if (visit.antdFree && antdStyles > 0) {
      console.error(`${visit.url} loaded antd: ${antdStyles} antd style tags`);
      process.exitCode = 1;
    }
  } finally {
    await context.close();
  }
  return [...scripts].sort();
}

/** The build's chunks by file (`/static/js/…`), when the build wrote its chunk report. */
function chunksByFile(): Map<string, ChunkStat> {
  const file = chunkStatsFile(distDir);
  const byFile = new Map<string, ChunkStat>();
  if (!existsSync(file)) return byFile;
  for (const chunk of JSON.parse(readFileSync(file, 'utf8')) as ChunkStat[])
    for (const path of chunk.files) byFile.set(`/${path}`, chunk);
  return byFile;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Why a chunk is loaded: the entry or named group it is, or the imports that ask for it (a page's
 * module, a panel, a library shared by several), and the largest parts it holds.
 */
export function whyLoaded(chunk: ChunkStat | undefined): string {
  if (!chunk) return '(not in the chunk report)';
  const requests = chunk.origins.map((origin) => origin.split(' -> ')[1] ?? origin);
  const by = chunk.origins.every((origin) => origin.startsWith(' -> '))
    ? `start of the app${chunk.names.length ? ` (${chunk.names.join(', ')})` : ''}`
    : requests.length === 1
      ? `import ${requests[0]}`
      : `shared by ${requests.length} imports: ${requests.slice(0, 3).join(', ')}${requests.length > 3 ? ', …' : ''}`;
  const parts = chunk.parts
    .slice(0, 4)
    .map((part) => `${part.name} ${kB(part.bytes)}`)
    .join(', ');
  return `${by}; holds ${parts}`;
}

/** A class name only the charts' code writes (web/shared/charts/figure-chart.tsx): chart code. */
const chartMark = 'figure-chart-svg';

async function report(
  name: string,
  visit: PageVisit,
  scripts: string[],
  chunks: Map<string, ChunkStat>,
): Promise<void> {
  let total = 0;
  const rows: string[] = [];
  for (const path of scripts) {
    const content = await readFile(join(distDir, path));
    if (!visit.charts && content.includes(chartMark)) {
      console.error(`${visit.url} loaded chart code (${path}): only the dashboards may`);
      process.exitCode = 1;
    }
    const size = brotliSize(path, content);
    total += size;
    rows.push(`  ${kB(size).padStart(8)}  ${path}\n            ${whyLoaded(chunks.get(path))}`);
  }
  const totalKb = total / 1000;
  const who = visit.as ? ` (${visit.as}, cold)` : '';
  const budget = visit.budgetKb ? ` (budget ${visit.budgetKb} kB)` : '';
  console.log(`${name}: ${visit.url}${who}\n${rows.join('\n')}`);
  console.log(
    `${visit.url}${who} first-load JS: ${totalKb.toFixed(1)} kB brotli in ${rows.length} files${budget}\n`,
  );
  const over = overBudget(visit, totalKb);
  if (over !== null) {
    console.error(`${visit.url}${who} over budget by ${over.toFixed(1)} kB`);
    process.exitCode = 1;
  }
}

async function main(): Promise<void> {
  const server = await startStubServer(distDir, PORT);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });
  try {
    const only = process.argv.slice(2);
    const chunks = chunksByFile();
    const visits = Object.entries(pageBudgets).flatMap(([name, list]) =>
      (list ?? [])
        .filter((visit) => only.length === 0 || only.includes(visit.url))
        .map((visit) => ({ name, visit })),
    );
    // A visit mostly waits (the page, the network to go quiet): three at once, with the headless
    // shell, took the check from 150 to 53 s on two cores. What a page loads does not depend on
    // it; the reports keep the order.
    const measured = new Map<PageVisit, Promise<string[] | null>>();
    const pending = [...visits];
    const visitNext = async (): Promise<void> => {
      const next = pending.shift();
      if (!next) return;
      // A page that never shows its ready marker fails the check; the others are still measured.
      const scripts = scriptsOf(browser, next.visit).catch((error: Error) => {
        console.error(
          `${next.visit.url} (${next.visit.as ?? 'signed out'}) did not load: ${error.message}`,
        );
        process.exitCode = 1;
        return null;
      });
      measured.set(next.visit, scripts);
      await scripts;
      await visitNext();
    };
    await Promise.all(Array.from({ length: VISITS_AT_ONCE }, visitNext));
    for (const { name, visit } of visits) {
      const scripts = await measured.get(visit);
      if (scripts) await report(name, visit, scripts, chunks);
    }
    const unmeasured = Object.keys(paths).filter((name) => !(name in pageBudgets));
    console.log(
      `Pages with no budget yet (scripts/page-budgets.ts): ${unmeasured.join(', ') || 'none'}`,
    );
  } finally {
    await browser.close();
    server.kill();
  }
}

await main();
