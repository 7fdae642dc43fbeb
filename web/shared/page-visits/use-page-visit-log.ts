import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
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
export const PAGE_VISIT_FLUSH_MS = 5000;

/**
 * The page-visit log of seed §4: queues every route change, sends the queue every 5 s and at once
 * (keepalive) when the page is hidden or unloaded, and drops it when the session ends. Mount once,
 * in the signed-in layout.
 */
export function usePageVisitLog(): void {
  const location = useLocation();
  // StrictMode runs effects twice; one navigation is one visit.
  const recordedKey = useRef<string | null>(null);

  // Before paint: once a page is on screen its visit is in the queue, even if the tab closes next.
  useLayoutEffect(() => {
    if (recordedKey.current === location.key) return;
    recordedKey.current = location.key;
    recordPageVisit(`${location.pathname}${location.search}`);
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
