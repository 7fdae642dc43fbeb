import { useEffect, useMemo, useRef, useState } from 'react';
import { type ClockReading, msLeft, readingOfSeconds, sleptSince } from './server-clock.ts';

/** A figure of seconds the server gave, and `performance.now()` when its answer arrived. */
export type ServerSeconds = { seconds: number; measuredAt: number };

const shownOf = (reading: ClockReading) =>
  Math.max(0, Math.ceil(msLeft(reading, performance.now(), Date.now()) / 1000));

/**
 * The seconds left of a reading, live, down to 0 (D15). Each tick recomputes from the reading
 * rather than subtracting one per tick, and wakes when the shown second changes: a throttled
 * background timer can be late but never wrong, and a changed system clock does not move it.
 * After a sleep the reading's wall clock stands in and `onSlept` fires, for the caller to ask the
 * server again. Null without a reading.
 */
export function useSecondsTo(reading: ClockReading | null, onSlept?: () => void): number | null {
  const [left, setLeft] = useState(() => (reading ? shownOf(reading) : null));
  const sleptRef = useRef(onSlept);
  sleptRef.current = onSlept;

  useEffect(() => {
    if (!reading) {
      setLeft(null);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = performance.now();
      const wallNow = Date.now();
      if (sleptSince(reading, now, wallNow)) sleptRef.current?.();
      const ms = msLeft(reading, now, wallNow);
      const shown = Math.max(0, Math.ceil(ms / 1000));
      setLeft(shown);
      if (shown === 0) return;
      // Timers round their delay down; waking a hair early only means one more tick.
      timer = setTimeout(tick, Math.max(1, Math.ceil(ms - (shown - 1) * 1000)));
    };
    tick();
    return () => clearTimeout(timer);
  }, [reading]);

  return left;
}

/** Counts a server's remaining-time figure down live, once a second, to 0 (D15). */
export function useSecondsLeft({ seconds, measuredAt }: ServerSeconds): number {
  const reading = useMemo(() => readingOfSeconds({ seconds, measuredAt }), [seconds, measuredAt]);
  return useSecondsTo(reading) ?? 0;
}
