import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCountdown } from './use-countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the OTP countdown (seed §4, D10)', () => {
  it('shows 60 seconds as 01:00 and 9 as 00:09', () => {
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('decrements each second and stops at 0', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current.remaining).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(120_000));
    expect(result.current.remaining).toBe(0);
  });

  it('starts over from 60 on restart', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => vi.advanceTimersByTime(61_000));
    act(() => result.current.restart());
    expect(result.current.remaining).toBe(60);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.remaining).toBe(58);
  });
});
