import { useEffect, useState } from 'react';

/**
 * Runs `run` once the page has loaded (its scripts and style sheets), now if it has; returns a
 * cancel.
 */
export function afterLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => {};
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

/** A page whose browser is never idle still goes on after this long. */
const SETTLED_TIMEOUT_MS = 1000;

/**
 * False until the page has loaded and then drawn what it loaded for (the browser's first idle
 * moment after the load, or SETTLED_TIMEOUT_MS): what the page is not for waits its turn (issue 29:
 * the bell's calls went out with the running test's opening, before its first question was drawn).
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let handle: number | undefined;
    const settle = () => setSettled(true);
    const cancelLoad = afterLoad(() => {
      if (typeof requestIdleCallback === 'function')
        handle = requestIdleCallback(settle, { timeout: SETTLED_TIMEOUT_MS });
      else settle();
    });
    return () => {
      cancelLoad();
      if (handle !== undefined) cancelIdleCallback(handle);
    };
  }, []);
  return settled;
}
