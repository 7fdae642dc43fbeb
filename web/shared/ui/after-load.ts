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

/**
 * False until the page has loaded: what the page is not for waits its turn (issue 29: the bell's
 * calls went out with the running test's opening, before its first question was drawn).
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterLoad(() => setLoaded(true)), []);
  return loaded;
}
