import { useEffect, useRef } from 'react';

/** D15: the countdown asks the server for its clock this often, besides focus and reconnect. */
export const CLOCK_RESYNC_MS = 30_000;

type Handlers = {
  /** Ask the server for the clock again. */
  resync: () => void;
  /** The browser says the network is back (after `resync`). */
  online: () => void;
  /** The browser says the network is gone. */
  offline: () => void;
};

/**
 * The moments a running test asks the server for its clock (D15): the window regains focus, the
 * tab becomes visible again (after a sleep, too), the network comes back, and every 30 s.
 */
export function useResyncTriggers(active: boolean, handlers: Handlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!active) return;
    const resync = () => latest.current.resync();
    const onOnline = () => {
      latest.current.online();
      resync();
    };
    const onOffline = () => latest.current.offline();
    const onVisible = () => {
      if (document.visibilityState === 'visible') resync();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    window.addEventListener('focus', resync);
    document.addEventListener('visibilitychange', onVisible);
    const beat = setInterval(resync, CLOCK_RESYNC_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('focus', resync);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(beat);
    };
  }, [active]);
}
