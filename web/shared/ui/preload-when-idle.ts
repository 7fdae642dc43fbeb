import { afterLoad } from './after-load.ts';

/** Runs `run` once the page has loaded and the browser is idle; returns a cancel. */
function whenIdle(run: () => void): () => void {
  let cancelled = false;
  let handle: number | undefined;
  const idle = () => {
    if (!cancelled) run();
  };
  const schedule = () => {
    handle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(idle, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(idle, IDLE_TIMEOUT_MS);
  };
  const cancelLoad = afterLoad(schedule);
  return () => {
    cancelled = true;
    cancelLoad();
    if (handle !== undefined && typeof cancelIdleCallback === 'function')
      cancelIdleCallback(handle);
  };
}

/**
 * Work for an idle moment. One that resolves to more steps (an array of them) has those come next,
 * each in an idle moment of its own.
 */
export type IdleStep = () => Promise<unknown>;

/**
 * Runs `preloads` once the page has loaded and the browser is idle, one at a time, each in an idle
 * moment of its own, so what is a click away (the shell's panels and their antd) comes before the
 * click without competing with the page's own code and data on a slow phone, nor blocking input
 * for long (issue 13: fetched as the shell loaded, they were some 150 kB of a student's first
 * /home). A preload that hands back more steps has them run next. `after`, when given, holds them
 * back until it settles too (the page's data has come). Returns a cancel.
 */
export function preloadWhenIdle(
  preloads: readonly IdleStep[],
  after?: Promise<unknown>,
): () => void {
  const queue = [...preloads];
  let cancelled = false;
  let cancelWait = () => {};
  const preloadFrom = (index: number) => {
    const preload = queue[index];
    if (cancelled || !preload) return;
    // Offline (the timed test's offline shell), a download only fails, and says so in the
    // console: wait for the network instead.
    if (!navigator.onLine) {
      const resume = () => preloadFrom(index);
      window.addEventListener('online', resume, { once: true });
      cancelWait = () => window.removeEventListener('online', resume);
      return;
    }
    cancelWait = whenIdle(() => {
      if (!navigator.onLine) preloadFrom(index);
      else
        void preload()
          .then((more) => {
            if (Array.isArray(more)) queue.splice(index + 1, 0, ...more);
          })
          .finally(() => preloadFrom(index + 1));
    });
  };
  if (after) void after.finally(() => preloadFrom(0));
  else preloadFrom(0);
  return () => {
    cancelled = true;
    cancelWait();
  };
}

/** A browser never idle still preloads after this long. */
const IDLE_TIMEOUT_MS = 5_000;
