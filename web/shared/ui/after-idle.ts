/** An idle moment comes when the browser has nothing else to do, or after this long anyway. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `run` in the browser's next idle moment (input answered, renders done), or a task later
 * where the browser does not tell (Safari). Work split over such moments blocks no tap for long.
 */
export function afterIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(run, 0);
}

/** The next idle moment, awaited. */
export const idleMoment = (): Promise<void> => new Promise((resolve) => afterIdle(() => resolve()));
