import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLoading, signOut, state } from '../../../shared/session/session-store.ts';
import { useTestArrival } from './use-test-arrival.ts';

afterEach(() => {
  signOut();
});

function answerAfterResume(isSuccess: boolean) {
  let answer: (result: { isSuccess: boolean }) => void = () => {};
  const refetch = vi.fn(
    () =>
      new Promise<{ isSuccess: boolean }>((resolve) => {
        answer = () => resolve({ isSuccess });
      }),
  );
  return { refetch, answer: () => answer({ isSuccess }) };
}

describe('arriving at the test screen (seed §2, D15)', () => {
  it('after Resume, refetches the session, then clears the reload flag and the overlay', async () => {
    Object.assign(state.examApp, { CourseID: 1, TaskID: 101, reload: true });
    setLoading(true);
    const { refetch, answer } = answerAfterResume(true);
    renderHook(() => useTestArrival(refetch));
    expect(refetch).toHaveBeenCalledOnce();
    expect(state.examApp.reload).toBe(true);
    expect(state.ui.loading).toBe(true);
    await act(async () => answer());
    expect(state.examApp.reload).toBe(false);
    expect(state.ui.loading).toBe(false);
  });

  it('keeps the reload flag when the refetch fails, so the next arrival asks again', async () => {
    Object.assign(state.examApp, { reload: true });
    setLoading(true);
    const { refetch, answer } = answerAfterResume(false);
    renderHook(() => useTestArrival(refetch));
    await act(async () => answer());
    expect(state.examApp.reload).toBe(true);
    expect(state.ui.loading).toBe(false);
  });

  it('without the flag, only takes the overlay down', () => {
    setLoading(true);
    const refetch = vi.fn(async () => ({ isSuccess: true }));
    renderHook(() => useTestArrival(refetch));
    expect(refetch).not.toHaveBeenCalled();
    expect(state.ui.loading).toBe(false);
  });
});
