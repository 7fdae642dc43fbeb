import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation } from 'react-router';
import { subscribe } from 'valtio';
import { state } from '../session/session-store.ts';
import {
  clearPageVisits,
  flushIfDue,
  flushPageVisits,
  handOffPageVisits,
  recordPageVisit,
} from './page-visit-queue.ts';

/** Seed §9: the page-visit log is sent every 5 seconds. */
const PAGE_VISIT_FLUSH_MS = 5000;

/**
 * The page-visit log of seed §4: queues every route change, sends the queue every 5 s and at once
 * (keepalive) when the page is hidden or unloaded, and drops it when the session ends. Mount once,
 * in the signed-in layout.
 *
 * `opening` is where a navigation is on its way to (the data router's `useNavigation().location`,
 * for a page the user may open): its visit is queued as the navigation starts, before the page's
 * code has arrived, so a page left within moments still counts. The router then shows that same
 * location (same key), which is not queued again.
 */
export function usePageVisitLog(opening?: Location): void {
  const location = useLocation();
  // The keys queued since the last page showed; StrictMode runs effects twice, and one navigation
  // is one visit.
  const queued = useRef(new Set<string>());

  useLayoutEffect(() => {
    if (!opening || queued.current.has(opening.key)) return;
    queued.current.add(opening.key);
    recordPageVisit(`${opening.pathname}${opening.search}`);
  }, [opening]);

  // Before paint: once a page is on screen its visit is in the queue, even if the tab closes next.
  useLayoutEffect(() => {
    if (!queued.current.has(location.key)) {
      recordPageVisit(`${location.pathname}${location.search}`);
    }
    // The navigations before this one have ended, shown or given up.
    queued.current = new Set([location.key]);
  }, [location.key, location.pathname, location.search]);

  useEffect(() => {
    const timer = setInterval(flushIfDue, PAGE_VISIT_FLUSH_MS);
    // A hidden page may never run another timer: send now, with a request that outlives it.
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') void flushPageVisits({ keepalive: true });
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    // Unloading for good (not into the back-forward cache): no answer will come back.
    const onPageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) handOffPageVisits();
    };
    window.addEventListener('pagehide', onPageHide);
    // Synchronous, so logout or expiry drops the queue before this layout unmounts (D9).
    const stopWatchingSession = subscribe(
      state.auth,
      () => {
        if (!state.auth.token) clearPageVisits();
      },
      true,
    );
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', onPageHide);
      stopWatchingSession();
    };
  }, []);
}
