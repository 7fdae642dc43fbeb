import { PAGE_FILES_KEY } from '../shared/session/session-store.ts';

/**
 * The code files a signed-in page needed the last time it was opened by a page load, kept in local
 * storage so that the next load asks for them at once (issue 13: a student's cold /home waited for
 * the app's four scripts to run before its own five chunks were even asked for, a round trip and
 * more on a phone). index.html's inline script at the end of the body reads this record and adds a
 * script or style sheet element for each file; the bundler's loader finds those elements by their
 * address and waits for them instead of adding its own. The record names the build (its entry
 * script) and holds only for that build, that page and that role.
 */
export { PAGE_FILES_KEY };

export type PageFiles = { build: string; path: string; role: string; files: string[] };

/** The address of the build's entry script, as index.html names it: the build's name. */
export function currentBuild(): string | null {
  return document.querySelector('script[src*="/static/js/index."]')?.getAttribute('src') ?? null;
}

/**
 * Notes the lazy code files this page load has fetched so far (those of the page at `path`, its
 * layout and their libraries, once their imports have resolved) as the page's.
 */
export function rememberPageFiles(path: string, role: string): void {
  const build = currentBuild();
  if (!build) return;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, location.href))
    .filter(
      (url) => url.origin === location.origin && /^\/static\/(js|css)\/async\//.test(url.pathname),
    )
    .map((url) => url.pathname);
  const record: PageFiles = { build, path, role, files: [...new Set(files)] };
  try {
    localStorage.setItem(PAGE_FILES_KEY, JSON.stringify(record));
  } catch {
    // Storage full or refused: the next load asks for the files as the app runs, as before.
  }
}
