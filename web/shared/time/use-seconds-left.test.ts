import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSecondsLeft } from './use-seconds-left.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live countdown from a server figure (D15)', () => {
  it('starts at the server figure and loses one each second', () => {
    const figure = { seconds: 2400, measuredAt: performance.now() };
    const { result } = renderHook(() => useSecondsLeft(figure));
    expect(result.current).toBe(2400);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2399);
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current).toBe(2340);
  });

  it('counts from when the answer arrived, not from when it is first shown', () => {
    const measuredAt = performance.now();
    act(() => vi.advanceTimersByTime(10_500));
    const { result } = renderHook(() => useSecondsLeft({ seconds: 100, measuredAt }));
    expect(result.current).toBe(90);
    // Half a second later the eleventh second since the answer is complete.
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(89);
  });

  it('stops at 0', () => {
    const figure = { seconds: 3, measuredAt: performance.now() };
    const { result } = renderHook(() => useSecondsLeft(figure));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts over from a fresh server figure', () => {
    const first = { seconds: 600, measuredAt: performance.now() };
    const { result, rerender } = renderHook((figure) => useSecondsLeft(figure), {
      initialProps: first,
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(595);
    rerender({ seconds: 580, measuredAt: performance.now() });
    expect(result.current).toBe(580);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(579);
  });

  it('is right after the machine sleeps: the wall clock stands in for the stopped monotonic one', () => {
    const figure = { seconds: 600, measuredAt: performance.now() };
    const { result } = renderHook(() => useSecondsLeft(figure));
    act(() => vi.advanceTimersByTime(10_000));
    vi.setSystemTime(Date.now() + 5 * 60_000);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(600 - 11 - 300);
  });
});
