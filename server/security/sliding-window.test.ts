import { describe, expect, it } from 'vitest';
import { SlidingWindowLimit } from './sliding-window.ts';

const MINUTE = 60_000;

const limiter = (limit: number) => {
  const clock = { now: 0 };
  const limit_ = new SlidingWindowLimit({
    limit,
    windowMs: MINUTE,
    maxKeys: 100,
    now: () => clock.now,
  });
  return { clock, limit: limit_ };
};

describe('SlidingWindowLimit', () => {
  it('lets `limit` attempts through, then says how long to wait', () => {
    const { limit } = limiter(3);
    for (let i = 0; i < 3; i++) {
      expect(limit.retryAfterMs('k')).toBe(0);
      limit.charge('k');
    }
    expect(limit.retryAfterMs('k')).toBeGreaterThan(0);
    expect(limit.retryAfterMs('other')).toBe(0);
  });

  it('opens again when the Retry-After it gave has passed, not before', () => {
    const { clock, limit } = limiter(3);
    for (let i = 0; i < 3; i++) limit.charge('k');
    clock.now = 10_000;
    const wait = limit.retryAfterMs('k');
    clock.now += wait - 1;
    expect(limit.retryAfterMs('k')).toBeGreaterThan(0);
    clock.now += 1;
    expect(limit.retryAfterMs('k')).toBe(0);
  });

  it('lets about `limit` through per window under a steady attack, never twice as many', () => {
    const { clock, limit } = limiter(5);
    const allowedAt: number[] = [];
    for (clock.now = 0; clock.now < 10 * MINUTE; clock.now += 1000) {
      if (limit.retryAfterMs('k') === 0) {
        limit.charge('k');
        allowedAt.push(clock.now);
      }
    }
    for (const at of allowedAt) {
      expect(allowedAt.filter((t) => t >= at && t < at + MINUTE).length).toBeLessThanOrEqual(10);
    }
    for (let start = 0; start < 10 * MINUTE; start += MINUTE) {
      expect(allowedAt.filter((t) => t >= start && t < start + MINUTE).length).toBeLessThanOrEqual(
        5,
      );
    }
    // ...and does not starve: 4 to 5 a minute over ten minutes.
    expect(allowedAt.length).toBeGreaterThanOrEqual(40);
  });

  it('takes a refunded attempt back', () => {
    const { limit } = limiter(1);
    const charge = limit.charge('k');
    expect(limit.retryAfterMs('k')).toBeGreaterThan(0);
    limit.refund(charge);
    expect(limit.retryAfterMs('k')).toBe(0);
  });

  it('forgets a key two windows after its last attempt', () => {
    const { clock, limit } = limiter(1);
    limit.charge('k');
    clock.now = 2 * MINUTE + 1;
    limit.charge('other');
    expect(limit.size).toBe(1);
  });
});
