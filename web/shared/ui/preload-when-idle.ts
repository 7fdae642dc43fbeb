/**
 * Runs `preloads` once the page has loaded and the browser is idle, so what is a click away (the
 * shell's panels and their antd) comes before the click without competing with the page's own
 * code and data on a slow phone (issue 13: fetched as the shell loaded, they were some 150 kB of a
 * student's first /home). Returns a cancel.
 */
export function preloadWhenIdle(preloads: readonly (() => void)[]): () => void {
  let cancelled = false;
  let handle: number | undefined;
  const run = () => {
    if (!cancelled) for (const preload of preloads) preload();
  };
  const whenIdle = () => {
    handle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(run, IDLE_TIMEOUT_MS);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (handle !== undefined && typeof cancelIdleCallback === 'function')
      cancelIdleCallback(handle);
  };
}

/** A browser never idle still preloads after this long. */
const IDLE_TIMEOUT_MS = 5_000;
