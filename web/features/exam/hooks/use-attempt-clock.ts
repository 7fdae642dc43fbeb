import { useCallback, useRef, useState } from 'react';
import {
  type ClockReading,
  type RequestTimes,
  readingOf,
} from '../../../shared/time/server-clock.ts';
import { useSecondsTo } from '../../../shared/time/use-seconds-left.ts';
import { getTestClock } from '../api/get-test-clock.ts';
import { timed } from '../api/timed-call.ts';

/** A server answer that carries the attempt's clock. */
type ServerClock = Parameters<typeof readingOf>[0];

/**
 * The running attempt's countdown (D15), from the server's deadline: every answer that carries the
 * clock is adopted, and `resync` asks for it again (after a sleep too). A server that says the
 * attempt is submitted meanwhile hands over to `onSubmittedElsewhere`.
 */
export function useAttemptClock(
  TestSessionID: string | null,
  onSubmittedElsewhere: () => Promise<void>,
) {
  const [reading, setReading] = useState<ClockReading | null>(null);
  const resyncing = useRef(false);
  const submittedElsewhere = useRef(onSubmittedElsewhere);
  submittedElsewhere.current = onSubmittedElsewhere;

  const adopt = useCallback(
    (clock: ServerClock, times: RequestTimes) => setReading(readingOf(clock, times)),
    [],
  );

  const resync = useCallback(async () => {
    if (!TestSessionID || resyncing.current) return;
    resyncing.current = true;
    try {
      const [answer, times] = await timed(() => getTestClock(TestSessionID));
      if (answer.body.status === 'submitted') await submittedElsewhere.current();
      else adopt(answer.body, times);
    } catch {
      // Offline or failing: the countdown goes on from the last reading; the next trigger asks again.
    } finally {
      resyncing.current = false;
    }
  }, [TestSessionID, adopt]);

  const secondsLeft = useSecondsTo(TestSessionID ? reading : null, () => void resync());
  return { secondsLeft, adopt, resync };
}
