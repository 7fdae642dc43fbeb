/** One sweep: every state of a role's pages, axe and the sideways-scroll check on each, in both languages. */
import type { Page, Request, Route } from 'playwright-core';
import { type Finding, pastTheEdge, runAxe, sidewaysOverflow } from './axe.ts';
import { isExcepted } from './exceptions.ts';
import { tableFlaws } from './table-words.ts';
import {
  atWidth,
  closeOverlays,
  goInside,
  type Language,
  movesEnded,
  settle,
  switchLanguage,
  words,
} from './visit.ts';

/** A state the sweep looks at: a page (by path), or something opened on the page it is on. */
export type SweepState = {
  /** The name in the table and in the exceptions: the path, or the path and what is open. */
  name: string;
  /** Where to go first, inside the SPA; the page the previous state left when absent. */
  path?: string;
  /** Opens the state (a drawer, a menu, a dialog) on the page; its words in `language`. */
  open?: (page: Page, language: Language) => Promise<void>;
  /** Opens over the state before it (a confirmation over a drawer), which stays open for it. */
  stacked?: true;
  /** What it opens floats over the page (a drawer, a menu): axe checks only that; the page was checked. */
  overlay?: true;
  /**
   * The page as it loads: `path` is opened afresh with the requests this matches (path and query)
   * held back until the state has been looked at, as a slow network would hold them.
   */
  holds?: RegExp;
};

/** What the sweep saw in one state, in one language, at one viewport. */
export type SweepRow = {
  viewport: string;
  language: Language;
  state: string;
  /** Every finding, then the ones no exception names: only these fail the sweep. */
  findings: Finding[];
  open: Finding[];
  /** How far the page scrolls sideways (px) at each width checked. */
  overflow: Record<number, number>;
  /** At a width where it does, what reaches past the edge (axe.ts pastTheEdge). */
  pastEdge: Record<number, string[]>;
  /** Words a table breaks across lines and controls cut off, at each width checked (issue 27). */
  tables: Record<number, string[]>;
  /** The document's title: a page has its own, not the product's name alone. */
  title: string;
  /** The page's first heading's words, which its title names (use-document-title.ts). */
  heading: string;
  /** How long the state took to reach and check, to keep the sweep fast. */
  ms: number;
};

export const rows: SweepRow[] = [];

/** A viewport the sweep looks through, and the extra widths its layout check resizes to. */
export type SweepViewport = {
  name: string;
  size: { width: number; height: number };
  widths: readonly number[];
};

/** Runs axe and the layout check on the state the page is in, and records a row. */
async function look(
  page: Page,
  viewport: SweepViewport,
  language: Language,
  state: SweepState,
  started: number,
): Promise<SweepRow> {
  // An open drawer, menu or dialog is checked on its own: the page under it was checked already.
  const findings = await runAxe(page, state.overlay ? overlays : undefined);
  const overflow: Record<number, number> = {};
  const pastEdge: Record<number, string[]> = {};
  const tables: Record<number, string[]> = {};
  const measure = async (width: number) => {
    overflow[width] = await sidewaysOverflow(page);
    if (overflow[width] > 0) pastEdge[width] = await pastTheEdge(page);
    tables[width] = state.overlay ? [] : await tableFlaws(page);
  };
  await measure(viewport.size.width);
  if (!state.overlay && viewport.widths.length > 0) {
    for (const width of viewport.widths) {
      await atWidth(page, width);
      await measure(width);
    }
    await atWidth(page, viewport.size.width);
  }
  const row: SweepRow = {
    viewport: viewport.name,
    language,
    state: state.name,
    findings,
    open: findings.filter((finding) => !isExcepted(state.name, finding)),
    overflow,
    pastEdge,
    tables,
    title: await page.title(),
    heading: await page.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? ''),
    ms: Date.now() - started,
  };
  rows.push(row);
  return row;
}

/** Where antd puts what opens over a page, and the browser's own dialogs (ConfirmDialog). */
const overlays = ['.ant-drawer', '.ant-modal-root', '.ant-dropdown', 'dialog[open]'];

/**
 * Visits each state through each viewport, in English and Tamil, running axe and the layout
 * check on each. The language changes (one reload) only between viewports: en, tn | tn, en.
 */
export async function sweep(
  page: Page,
  viewports: readonly SweepViewport[],
  states: (viewport: SweepViewport) => readonly SweepState[],
): Promise<SweepRow[]> {
  const mine: SweepRow[] = [];
  let language: Language = 'en';
  for (const [index, viewport] of viewports.entries()) {
    await page.setViewportSize(viewport.size);
    const order: Language[] = index % 2 === 0 ? ['en', 'tn'] : ['tn', 'en'];
    for (const wanted of order) {
      if (wanted !== language) {
        await switchLanguage(page, wanted);
        language = wanted;
      }
      const list = states(viewport);
      for (const [at, state] of list.entries()) {
        const started = Date.now();
        if (state.holds) {
          const release = await loading(page, state.path ?? '/', state.holds);
          mine.push(await look(page, viewport, language, state, started));
          await release();
          continue;
        }
        if (state.path) await goInside(page, state.path);
        if (state.open) {
          await state.open(page, language);
          await settle(page);
        }
        mine.push(await look(page, viewport, language, state, started));
        if (state.open && !list[at + 1]?.stacked) await closeOverlays(page);
      }
    }
  }
  return mine;
}

/** How long no request may be out (but those held) before a loading page is looked at. */
const QUIET_MS = 500;
/** The longest a loading page may take to fetch everything it is not held from. */
const LOADING_LIMIT_MS = 15_000;

/**
 * Opens `path` afresh with the requests `holds` matches held back and looks once everything else
 * has come (the page's code, the shell's data) and nothing has moved for QUIET_MS; gives back what
 * lets the held ones go on (the page then settles).
 */
async function loading(page: Page, path: string, holds: RegExp): Promise<() => Promise<void>> {
  const held: Route[] = [];
  const matches = (url: URL) => holds.test(`${url.pathname}${url.search}`);
  await page.route(matches, (route) => {
    held.push(route);
  });
  const out = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (matches(new URL(request.url()))) return;
    out.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    out.delete(request);
    lastChange = Date.now();
  };
  const release = async () => {
    await page.unroute(matches);
    // A request the page gave up on (it went elsewhere) cannot go on: nothing waits for it.
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    const limit = Date.now() + LOADING_LIMIT_MS;
    while (out.size > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() > limit) {
        const urls = [...out].map((request) => request.url()).join(', ');
        throw new Error(`${path} as it loads: still out after ${LOADING_LIMIT_MS} ms: ${urls}`);
      }
      await page.waitForTimeout(100);
    }
    await movesEnded(page);
  } catch (error) {
    // The sweep's next states are not held back by a state that failed.
    await release();
    throw error;
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  return async () => {
    await release();
    await settle(page);
  };
}

/**
 * The rows' failures a person can act on: each open finding, each width that scrolls sideways, and
 * each word a table breaks or control it cuts.
 */
export function failuresOf(sweepRows: readonly SweepRow[]): string[] {
  return sweepRows.flatMap((row) => [
    // The product's name alone names no page (use-document-title.ts adds it to a page's title).
    ...(row.title === words(row.language, 'app.name')
      ? [`${row.viewport} ${row.language} ${row.state}: its title is the product's name alone`]
      : []),
    // A page's title names its heading: a title left from the page before it does not.
    ...(row.title !== words(row.language, 'app.name') &&
    row.title !== `${row.heading} · ${words(row.language, 'app.name')}`
      ? [
          `${row.viewport} ${row.language} ${row.state}: its title "${row.title}" does not name its heading "${row.heading}"`,
        ]
      : []),
    ...row.open.map(
      (finding) =>
        `${row.viewport} ${row.language} ${row.state}: ${finding.rule} at ${finding.target} (${finding.why}) ${finding.html ?? ''}`,
    ),
    ...Object.entries(row.overflow)
      .filter(
        ([width, by]) =>
          by > 0 && !isExcepted(row.state, { rule: 'sideways-scroll', target: width, why: '' }),
      )
      .map(
        ([width, by]) =>
          `${row.viewport} ${row.language} ${row.state}: scrolls ${by}px sideways at ${width}px (${row.pastEdge[Number(width)]?.join(', ')})`,
      ),
    ...Object.entries(row.tables).flatMap(([width, flaws]) =>
      flaws
        .filter((flaw) => !isExcepted(row.state, { rule: 'table-words', target: flaw, why: '' }))
        .map((flaw) => `${row.viewport} ${row.language} ${row.state} at ${width}px: ${flaw}`),
    ),
  ]);
}

/** The table for the closing note: findings (open/all) and sideways scroll per state. */
export function table(sweepRows: readonly SweepRow[]): string {
  const lines = sweepRows.map((row) => {
    const scroll = Object.entries(row.overflow)
      .map(([width, by]) => `${width}:${by}`)
      .join(' ');
    const rules = [...new Set(row.findings.map((finding) => finding.rule))].join(',');
    return `${row.viewport.padEnd(8)} ${row.language} ${row.state.padEnd(44)} ${String(row.open.length).padStart(3)}/${String(row.findings.length).padEnd(3)} ${scroll.padEnd(24)} ${String(row.ms).padStart(6)} ${rules}`;
  });
  return [
    'viewport lang state                                         open/all  sideways(px)                 ms rules',
    ...lines,
  ].join('\n');
}
