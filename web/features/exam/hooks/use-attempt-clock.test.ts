import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTestClock } from '../api/get-test-clock.ts';
import { networkDown } from '../components/testing.ts';
import { useAttemptClock } from './use-attempt-clock.ts';

vi.mock('../api/get-test-clock.ts', () => ({ getTestClock: vi.fn() }));

const times = () => ({
  sentAt: performance.now(),
  receivedAt: performance.now(),
  wallReceivedAt: Date.now(),
});
/** A server clock with `seconds` left, as an answer carries it. */
const clockWith = (seconds: number) => ({
  deadline: Date.now() + seconds * 1000,
  serverTime: Date.now(),
});

function clock(TestSessionID: string | null = 'ts-1') {
  const onSubmittedElsewhere = vi.fn(async () => {});
  const view = renderHook(() => useAttemptClock(TestSessionID, onSubmittedElsewhere));
  return { onSubmittedElsewhere, ...view };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the running attempt’s countdown (D15)', () => {
  it('counts down from the deadline of the last answer that carried the clock', async () => {
    const { result } = clock();
    expect(result.current.secondsLeft).toBeNull();
    act(() => result.current.adopt(clockWith(90), times()));
    expect(result.current.secondsLeft).toBe(90);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(result.current.secondsLeft).toBe(60);
  });

  it('shows nothing while no attempt runs', () => {
    const { result } = clock(null);
    act(() => result.current.adopt(clockWith(90), times()));
    expect(result.current.secondsLeft).toBeNull();
  });

  it('takes the server’s clock again when asked', async () => {
    vi.mocked(getTestClock).mockResolvedValue({
      status: true,
      message: '',
      body: { ...clockWith(30), status: 'running', RemainingTime: 30 },
    });
    const { result } = clock();
    act(() => result.current.adopt(clockWith(90), times()));
    await act(() => result.current.resync());
    expect(getTestClock).toHaveBeenCalledWith('ts-1');
    expect(result.current.secondsLeft).toBe(30);
  });

  it('hands over when the server says the attempt was submitted meanwhile', async () => {
    vi.mocked(getTestClock).mockResolvedValue({
      status: true,
      message: '',
      body: { ...clockWith(0), status: 'submitted', RemainingTime: 0 },
    });
    const { onSubmittedElsewhere, result } = clock();
    await act(() => result.current.resync());
    expect(onSubmittedElsewhere).toHaveBeenCalledOnce();
  });

  it('counts on from the last reading when the server cannot be asked', async () => {
    vi.mocked(getTestClock).mockRejectedValue(networkDown());
    const { result } = clock();
    act(() => result.current.adopt(clockWith(90), times()));
    await act(() => result.current.resync());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(result.current.secondsLeft).toBe(80);
  });
});
