import { useCallback, useState } from 'react';
import { formatDuration } from '../../../shared/time/format-duration.ts';
import { useSecondsLeft } from '../../../shared/time/use-seconds-left.ts';

/** mm:ss for a count under an hour: 60 → "01:00" (the hours of hh:mm:ss dropped). */
export function formatCountdown(seconds: number): string {
  return formatDuration(seconds).slice('00:'.length);
}

/**
 * Counts down once a second from `from` and stops at 0; `restart` starts it over (D10). Built on
 * the test timer's countdown, so a throttled background tab does not slow it either.
 */
export function useCountdown(from: number): { remaining: number; restart: () => void } {
  const [start, setStart] = useState(() => ({ seconds: from, measuredAt: performance.now() }));
  const remaining = useSecondsLeft(start);
  const restart = useCallback(
    () => setStart({ seconds: from, measuredAt: performance.now() }),
    [from],
  );
  return { remaining, restart };
}
