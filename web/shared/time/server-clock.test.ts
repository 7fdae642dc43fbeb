import { describe, expect, it } from 'vitest';
import { msLeft, readingOf, secondsLeft, sleptSince } from './server-clock.ts';

const minute = 60_000;
// The server's clock runs 90 s ahead of this device's wall clock.
const serverAhead = 90_000;
const wallStart = Date.UTC(2026, 10, 21, 9, 0, 0);
const deadline = wallStart + serverAhead + 40 * minute;

/** A reading taken with a 200 ms round trip starting at performance time 1000. */
const reading = readingOf(
  { deadline, serverTime: wallStart + serverAhead + 100 },
  { sentAt: 1000, receivedAt: 1200, wallReceivedAt: wallStart + 200 },
);

describe('the test countdown from the server deadline (D15)', () => {
  it('measures the clock offset, allowing for half the round trip', () => {
    expect(reading.offset).toBe(serverAhead);
    expect(reading.msLeftAt).toBe(40 * minute - 200);
    expect(secondsLeft(reading, 1200, wallStart + 200)).toBe(2400);
  });

  it('counts down on the monotonic clock, whatever the wall clock says', () => {
    // 10 s later; someone set the system clock back an hour meanwhile.
    expect(secondsLeft(reading, 11_200, wallStart + 200 + 10_000 - 60 * minute)).toBe(2390);
    // 25 minutes later with the wall clock in step.
    expect(secondsLeft(reading, 1200 + 25 * minute, wallStart + 200 + 25 * minute)).toBe(900);
  });

  it('shows a second until the last millisecond of it is gone, and never below zero', () => {
    const now = 1200 + 40 * minute - 200 - 1;
    expect(secondsLeft(reading, now, wallStart + now - 1000)).toBe(1);
    expect(secondsLeft(reading, now + 1, wallStart + now + 1 - 1000)).toBe(0);
    expect(secondsLeft(reading, now + minute, wallStart + now + minute - 1000)).toBe(0);
  });

  it('stays right after the laptop sleeps for minutes: the monotonic clock stopped, the wall clock did not', () => {
    // 5 s awake, then 12 minutes asleep: performance time moved 5 s, wall time 12 min 5 s.
    const now = 1200 + 5000;
    const wallNow = wallStart + 200 + 5000 + 12 * minute;
    expect(sleptSince(reading, now, wallNow)).toBe(true);
    expect(secondsLeft(reading, now, wallNow)).toBe(2400 - 5 - 12 * 60);
    // Without the correction the countdown would still show 39:55.
    expect(Math.ceil((reading.msLeftAt - 5000) / 1000)).toBe(2395);
  });

  it('does not mistake ordinary timer jitter for a sleep', () => {
    expect(sleptSince(reading, 61_200, wallStart + 200 + 60_000 + 1500)).toBe(false);
    expect(msLeft(reading, 61_200, wallStart + 200 + 60_000 + 1500)).toBe(
      40 * minute - 200 - 60_000,
    );
  });

  it('a resync replaces the reading: time the server added or took away shows at once', () => {
    const extended = readingOf(
      { deadline: deadline + 5 * minute, serverTime: wallStart + serverAhead + 10 * minute },
      {
        sentAt: 1200 + 10 * minute,
        receivedAt: 1200 + 10 * minute,
        wallReceivedAt: wallStart + 10 * minute,
      },
    );
    expect(secondsLeft(extended, 1200 + 10 * minute, wallStart + 10 * minute)).toBe(35 * 60);
  });
});
