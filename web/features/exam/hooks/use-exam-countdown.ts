import { useEffect, useRef, useState } from 'react';
import { type ClockReading, msLeft, sleptSince } from '../model/exam-clock.ts';

/** A little past the second's edge, so a wake-up never lands a hair before it. */
const EDGE_MARGIN_MS = 5;

/**
 * The seconds left of a running attempt, live (D15). Each tick recomputes from the server's reading
 * and wakes when the shown second changes, so a throttled background timer can be late but never
 * wrong. `onSlept` fires when the machine seems to have slept, for the caller to ask the server.
 */
export function useExamCountdown(reading: ClockReading | null, onSlept: () => void): number | null {
  const compute = (value: ClockReading) =>
    Math.max(0, Math.ceil(msLeft(value, performance.now(), Date.now()) / 1000));
  const [left, setLeft] = useState(() => (reading ? compute(reading) : null));
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
      if (sleptSince(reading, now, wallNow)) sleptRef.current();
      const ms = msLeft(reading, now, wallNow);
      const shown = Math.max(0, Math.ceil(ms / 1000));
      setLeft(shown);
      if (shown === 0) return;
      timer = setTimeout(tick, ms - (shown - 1) * 1000 + EDGE_MARGIN_MS);
    };
    tick();
    return () => clearTimeout(timer);
  }, [reading]);

  return left;
}
