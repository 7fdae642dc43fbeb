import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { i18n } from '../i18n/index.ts';
import { PAGE_SNAPSHOT_KEY, state } from '../shared/session/session-store.ts';
import { idleMoment } from '../shared/ui/after-idle.ts';
import { currentBuild } from './page-files.ts';
import { copyMarkup } from './page-markup.ts';
import { dropPageSnapshot, SNAPSHOT_STYLE_ATTRIBUTE } from './page-snapshot-drop.ts';

/**
 * The last view of a signed-in page, painted from local storage the next time the page is loaded,
 * before any of the app's code has arrived (issue 13: a student's /home painted its tests 2.5 s
 * into a load on a slow phone over 4G, after ~150 kB of code and the API's answer; the copy paints
 * with the HTML). index.html's body script paints it: a copy of the page's markup in
 * `#page-snapshot`, over the app's root, with the page's own style rules. The copy is inert (no
 * focus, no clicks, hidden from screen readers) and so is the app's root under it until the copy
 * goes. It goes when the page has drawn its own data, when the app goes to another page, or after
 * SNAPSHOT_TIMEOUT_MS, whichever comes first (web/app/page-snapshot-drop.ts, in the app's first
 * chunk: this module comes with the pages that keep a copy).
 *
 * The record holds for one build, one page, one user and one language, and for SNAPSHOT_MAX_AGE_MS:
 * what a page shows goes stale (a test that opened since, an application that moved on). Numbers
 * that run (a test's time left) are not shown: an element marked `data-snapshot-live` is hidden.
 */
export type PageSnapshot = {
  /** The entry script's address (the build's name, web/app/page-files.ts). */
  build: string;
  path: string;
  role: string;
  /** The signed-in user's email. */
  user: string;
  /** The page's language, as i18next names it (`en`, `tn`). */
  lang: string;
  savedAt: number;
  /** The page's title, shown with the copy. */
  title: string;
  /** The html element's language and style attribute (the brand colour's custom property). */
  htmlLang: string;
  htmlStyle: string;
  /** The app root's markup, without ids, scripts or style attributes (the CSP allows none). */
  html: string;
  /** The page's style rules: style elements before the app's style sheet, and after it. */
  before: string[];
  after: string[];
};

/** An older copy is not painted (index.html's inline script holds the same figure). */
export const SNAPSHOT_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** A larger copy is not kept: local storage is shared with the session and the timed test. */
export const SNAPSHOT_MAX_CHARS = 200_000;

/** A sheet's address on this site, or null for a style element's (or another site's). */
const sheetPath = (sheet: CSSStyleSheet) => {
  if (!sheet.href) return null;
  const url = new URL(sheet.href, location.href);
  return url.origin === location.origin ? url.pathname : null;
};

/** The app's own style sheet, loaded by index.html's head on every page: not copied. */
const isEntrySheet = (sheet: CSSStyleSheet) =>
  /^\/static\/css\/index\.[\w]+\.css$/.test(sheetPath(sheet) ?? '');

/** A page's lazy style sheets, and the style elements of Ant Design's and its icons' engines. */
const isPageSheet = (sheet: CSSStyleSheet) =>
  sheet.href
    ? /^\/static\/css\/async\//.test(sheetPath(sheet) ?? '')
    : !(sheet.ownerNode as Element | null)?.hasAttribute(SNAPSHOT_STYLE_ATTRIBUTE);

/** A sheet's rules, or null when one loads a file (`url(…)` resolves against its sheet, not the page). */
function rulesOf(sheet: CSSStyleSheet): string | null {
  const rules = Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
  return rules.includes('url(') ? null : rules;
}

/** The page's own style sheets, each with whether it comes before the app's style sheet. */
function pageSheets(): { sheet: CSSStyleSheet; first: boolean }[] {
  const entry = Array.from(document.styleSheets).find(isEntrySheet)?.ownerNode;
  return Array.from(document.styleSheets)
    .filter(isPageSheet)
    .map((sheet) => {
      const owner = sheet.ownerNode;
      const first = Boolean(
        entry && owner && entry.compareDocumentPosition(owner) & Node.DOCUMENT_POSITION_PRECEDING,
      );
      return { sheet, first };
    });
}

type CapturedPage = Pick<PageSnapshot, 'html' | 'before' | 'after'>;

/**
 * A copy of `root`'s markup and the style rules it is drawn with, or null when it cannot be copied
 * faithfully (a rule that loads a file).
 */
export function capturePage(root: Element): CapturedPage | null {
  const before: string[] = [];
  const after: string[] = [];
  for (const { sheet, first } of pageSheets()) {
    const rules = rulesOf(sheet);
    if (rules === null) return null;
    (first ? before : after).push(rules);
  }
  return { html: copyMarkup(root), before, after };
}

/**
 * What the copy of the page at `path` is kept for (the build, the user, the language), and the root
 * to copy; null when it is not kept: its plain view only, not one a query in the address chose (a
 * dashboard's filter), which index.html's script never paints.
 */
function viewToKeep(
  path: string,
): { root: Element; kept: Omit<PageSnapshot, keyof CapturedPage> } | null {
  const build = currentBuild();
  const root = document.getElementById('root');
  const user = state.auth.user;
  if (!build || !root || !user || location.pathname !== path || location.search) return null;
  const kept = {
    build,
    path,
    role: user.role,
    user: user.email,
    lang: i18n.language,
    savedAt: Date.now(),
    title: document.title,
    htmlLang: document.documentElement.lang,
    htmlStyle: document.documentElement.getAttribute('style') ?? '',
  };
  return { root, kept };
}

/** When the view kept last was taken: an idle save taken before it does not replace it. */
let lastTakenAt = 0;

function store(record: PageSnapshot): void {
  lastTakenAt = record.savedAt;
  const text = JSON.stringify(record);
  try {
    if (text.length > SNAPSHOT_MAX_CHARS) localStorage.removeItem(PAGE_SNAPSHOT_KEY);
    else localStorage.setItem(PAGE_SNAPSHOT_KEY, text);
  } catch {
    // Storage full or refused: the next load paints when the app has run, as before.
  }
}

/** Keeps the current view of the page at `path` for its next load, at once (the page is left). */
export function savePageSnapshot(path: string): void {
  const view = viewToKeep(path);
  const page = view && capturePage(view.root);
  if (view && page) store({ ...view.kept, ...page });
}

/**
 * savePageSnapshot in the browser's idle moments, a part in each: the markup, each style sheet's
 * rules, then the record. In one piece it was one task a second after the page had drawn, which a
 * tap then waited for: on /collegedashboard at Lighthouse's 4× slowdown, 51-61 ms (70-100 ms
 * unminified). Gives up when `wanted()` says so (the page left or redrawn), when the view is no
 * longer the page's, or when a save meanwhile (the tab hidden) kept a newer view.
 */
async function savePageSnapshotWhenIdle(path: string, wanted: () => boolean): Promise<void> {
  await idleMoment();
  const view = wanted() ? viewToKeep(path) : null;
  if (!view) return;
  const page: CapturedPage = { html: copyMarkup(view.root), before: [], after: [] };
  for (const { sheet, first } of pageSheets()) {
    await idleMoment();
    if (!wanted()) return;
    const rules = rulesOf(sheet);
    if (rules === null) return;
    (first ? page.before : page.after).push(rules);
  }
  await idleMoment();
  const newerKept = lastTakenAt > view.kept.savedAt;
  if (wanted() && !newerKept && viewToKeep(path)) store({ ...view.kept, ...page });
}

/**
 * For a page with a copy: once `ready` (the page has drawn its data), the painted copy goes before
 * the browser paints again, and the view is kept for the next load: a second later, whenever the tab
 * is hidden, and when the page is left (the last view a student saw).
 */
export function usePageSnapshot(path: string, ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) dropPageSnapshot();
  }, [ready]);
  useEffect(() => {
    if (!ready) return;
    const save = () => savePageSnapshot(path);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    let current = true;
    const idle = window.setTimeout(() => void savePageSnapshotWhenIdle(path, () => current), 1000);
    document.addEventListener('visibilitychange', onHidden);
    // Leaving the page in the same tab hides nothing: the page is put away, and said so.
    window.addEventListener('pagehide', save);
    return () => {
      current = false;
      window.clearTimeout(idle);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', save);
    };
  }, [path, ready]);
}

/**
 * usePageSnapshot for a page whose body tells when it has drawn its data (a dashboard's figures):
 * the callback to hand it, called from its layout effect so the copy goes before the next paint.
 */
export function usePageSnapshotWhenDrawn(path: string): () => void {
  const [drawn, setDrawn] = useState(false);
  usePageSnapshot(path, drawn);
  return useCallback(() => setDrawn(true), []);
}
