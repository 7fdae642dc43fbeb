/**
 * Taking away the copy of a page's last view that index.html's inline script painted
 * (web/app/page-snapshot.ts keeps it). In the app's first chunk, with the router.
 */
/** The copy goes this long after the app started, whether or not the page has its data. */
export const SNAPSHOT_TIMEOUT_MS = 8000;

export const SNAPSHOT_ID = 'page-snapshot';
/** Marks the style elements index.html's script adds for the copy. */
export const SNAPSHOT_STYLE_ATTRIBUTE = 'data-page-snapshot';

/** Takes the painted copy away, and the app's root out of its shade. Does nothing twice. */
export function dropPageSnapshot(): void {
  const copy = document.getElementById(SNAPSHOT_ID);
  if (!copy) return;
  copy.remove();
  for (const style of document.querySelectorAll(`style[${SNAPSHOT_STYLE_ATTRIBUTE}]`)) {
    style.remove();
  }
  document.getElementById('root')?.removeAttribute('inert');
}

/** The painted copy's page, or null when none is painted. */
export const paintedSnapshotPath = () =>
  document.getElementById(SNAPSHOT_ID)?.getAttribute('data-path') ?? null;

/**
 * The copy goes when the app shows another page than the copy's (a guard's redirect, an expired
 * session, the user going on), and SNAPSHOT_TIMEOUT_MS after the app started in any case.
 */
export function dropPageSnapshotWhenLeft(router: {
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
}): void {
  const path = paintedSnapshotPath();
  if (path === null) return;
  const stop = router.subscribe(({ location: { pathname } }) => {
    if (pathname !== path) dropPageSnapshot();
  });
  window.setTimeout(() => {
    dropPageSnapshot();
    stop();
  }, SNAPSHOT_TIMEOUT_MS);
}
