import { useEffect } from 'react';

/** The worker's fixed address (web/public/service-worker.js); its scope is the whole app. */
const WORKER_URL = '/service-worker.js';

/**
 * Lets a reload of the running test work offline (D15): registers the service worker that keeps
 * the app shell, then hands it the addresses of the scripts, styles and language file this page
 * already loaded, which it could not see before it controlled the page. Registered from the test
 * screen, so the login page loads none of this; browsers without service workers (and the unit
 * tests' happy-dom) simply go without.
 */
export function useOfflineShell(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let cancelled = false;
    navigator.serviceWorker
      .register(WORKER_URL, { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (cancelled) return;
        const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ type: 'keep', urls });
      })
      // Without the worker the test still runs; only a reload while offline fails.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
}
