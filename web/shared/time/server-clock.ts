/**
 * What one answer of a server says about the time (D15), pinned to this device's clocks: the
 * deadline, the milliseconds left when the answer arrived (on the monotonic clock) and the measured
 * offset between the server's clock and this device's wall clock.
 */
export type ClockReading = {
  deadline: number;
  /** Milliseconds left at `at`. */
  msLeftAt: number;
  /** `performance.now()` when the answer arrived. */
  at: number;
  /** `Date.now()` when the answer arrived. */
  wallAt: number;
  /** Server time minus this device's wall time, in milliseconds. */
  offset: number;
};

/** Device times of one request: `performance.now()` before sending and on arrival, `Date.now()` on arrival. */
export type RequestTimes = { sentAt: number; receivedAt: number; wallReceivedAt: number };

/**
 * More than this between the wall clock's and the monotonic clock's idea of the time passed means
 * the machine slept (the monotonic clock stops during suspend) or the system clock was changed.
 */
const SLEEP_GAP_MS = 2000;

/**
 * Pins a server clock answer to this device. The answer was made somewhere during the round trip;
 * half of it is the best estimate of how old `serverTime` is on arrival.
 */
export function readingOf(clock: { deadline: number; serverTime: number }, times: RequestTimes) {
  const age = Math.max(0, times.receivedAt - times.sentAt) / 2;
  const serverNow = clock.serverTime + age;
  return {
    deadline: clock.deadline,
    msLeftAt: clock.deadline - serverNow,
    at: times.receivedAt,
    wallAt: times.wallReceivedAt,
    offset: serverNow - times.wallReceivedAt,
  } satisfies ClockReading;
}

/**
 * A reading from a bare "seconds left" figure (the bell's RemainingTime, a local countdown) and
 * `performance.now()` when it arrived: the same countdown, with no deadline or offset of its own.
 */
export function readingOfSeconds(
  { seconds, measuredAt }: { seconds: number; measuredAt: number },
  now = performance.now(),
  wallNow = Date.now(),
): ClockReading {
  const wallAt = wallNow - (now - measuredAt);
  return {
    deadline: wallAt + seconds * 1000,
    msLeftAt: seconds * 1000,
    at: measuredAt,
    wallAt,
    offset: 0,
  };
}

/** Whether the wall clock ran ahead of the monotonic clock since the reading: a sleep, most likely. */
export function sleptSince(reading: ClockReading, now: number, wallNow: number): boolean {
  return wallNow - reading.wallAt - (now - reading.at) > SLEEP_GAP_MS;
}

/**
 * Milliseconds left. Normally the monotonic clock since the reading: changing the system clock does
 * not move it, nor does a throttled background timer. After a sleep the monotonic clock has fallen
 * behind, so the wall clock corrected by the measured offset stands in until the server is asked.
 */
export function msLeft(reading: ClockReading, now: number, wallNow: number): number {
  if (sleptSince(reading, now, wallNow)) return reading.deadline - (wallNow + reading.offset);
  return reading.msLeftAt - (now - reading.at);
}

/** Whole seconds left as a countdown shows them: 00:00:01 until the last millisecond is gone. */
export function secondsLeft(reading: ClockReading, now: number, wallNow: number): number {
  return Math.max(0, Math.ceil(msLeft(reading, now, wallNow) / 1000));
}
