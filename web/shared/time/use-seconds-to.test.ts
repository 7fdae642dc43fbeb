import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readingOf } from './server-clock.ts';
import { useSecondsTo } from './use-seconds-left.ts';

const minute = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 10, 21, 9, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The server, 45 s ahead of this device, says 10 minutes are left; the round trip took 400 ms. */
function readingTenMinutesLeft() {
  const sentAt = performance.now();
  vi.advanceTimersByTime(400);
  const serverTime = Date.now() - 200 + 45_000;
  return readingOf(
    { serverTime, deadline: serverTime + 10 * minute },
    { sentAt, receivedAt: performance.now(), wallReceivedAt: Date.now() },
  );
}

describe('the countdown of a running test under a fake clock (D15)', () => {
  it('counts down from the deadline with the measured offset, a second at a time', () => {
    const reading = readingTenMinutesLeft();
    expect(reading.offset).toBe(45_000);
    const { result } = renderHook(() => useSecondsTo(reading, () => {}));
    // The answer is 200 ms old on arrival: 9:59.8 left, shown as 10:00 until that second is gone.
    expect(result.current).toBe(600);
    act(() => vi.advanceTimersByTime(799));
    expect(result.current).toBe(600);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(599);
    act(() => vi.advanceTimersByTime(4 * minute));
    expect(result.current).toBe(359);
  });

  it('jumps to the right figure after the laptop sleeps for minutes, and asks the server', () => {
    const reading = readingTenMinutesLeft();
    const onSlept = vi.fn();
    const { result } = renderHook(() => useSecondsTo(reading, onSlept));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(590);
    expect(onSlept).not.toHaveBeenCalled();

    // Asleep for 7 minutes: the wall clock moves on, the monotonic clock and the timers do not.
    vi.setSystemTime(Date.now() + 7 * minute);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(589 - 7 * 60);
    expect(onSlept).toHaveBeenCalled();
  });

  it('reaches zero at the deadline and stops ticking', () => {
    const reading = readingTenMinutesLeft();
    const { result } = renderHook(() => useSecondsTo(reading, () => {}));
    act(() => vi.advanceTimersByTime(10 * minute));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a new reading from a resync replaces the old one at once', () => {
    const first = readingTenMinutesLeft();
    const { result, rerender } = renderHook(({ reading }) => useSecondsTo(reading, () => {}), {
      initialProps: { reading: first },
    });
    const serverTime = Date.now() + 45_000;
    const second = readingOf(
      { serverTime, deadline: serverTime + 2 * minute },
      { sentAt: performance.now(), receivedAt: performance.now(), wallReceivedAt: Date.now() },
    );
    rerender({ reading: second });
    expect(result.current).toBe(120);
  });

  it('shows nothing without a running attempt', () => {
    const { result } = renderHook(() => useSecondsTo(null, () => {}));
    expect(result.current).toBeNull();
  });
});
