import { useEffect, useState } from 'react';

/** A figure of seconds the server gave, and `performance.now()` when its answer arrived. */
export type ServerSeconds = { seconds: number; measuredAt: number };

const secondsLeftOf = ({ seconds, measuredAt }: ServerSeconds) =>
  Math.max(0, seconds - Math.floor((performance.now() - measuredAt) / 1000));

/**
 * Counts a server's remaining-time figure down live, once a second, to 0 (D15). Elapsed time comes
 * from the monotonic clock, so a changed system clock or a throttled background timer never skews
 * it: each tick recomputes from when the answer arrived rather than subtracting one per tick.
 */
export function useSecondsLeft({ seconds, measuredAt }: ServerSeconds): number {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsLeftOf({ seconds, measuredAt }));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = secondsLeftOf({ seconds, measuredAt });
      setSecondsLeft(left);
      if (left === 0) return;
      // Wake at the next whole second since the answer arrived, so the display never lags a second.
      const intoSecond = (performance.now() - measuredAt) % 1000;
      timer = setTimeout(tick, 1000 - intoSecond);
    };
    tick();
    return () => clearTimeout(timer);
  }, [seconds, measuredAt]);

  return secondsLeft;
}
