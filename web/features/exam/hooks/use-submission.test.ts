import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ExamRefusals } from '#openapi/operations/exam.ts';
import { signOut } from '../../../shared/session/session-store.ts';
import { toast } from '../../../shared/ui/toast.ts';
import {
  invalid,
  networkDown,
  refusal,
  serverFailing,
  submittedResult,
} from '../components/testing.ts';
import { examApp, recordChange } from '../exam-app.ts';
import { useSubmission } from './use-submission.ts';

type SubmitOnce = Parameters<typeof useSubmission>[1]['submitOnce'];

/**
 * The hook as the test screen drives it: `timeUp` while the attempt runs at zero; once it is
 * submitted, taken over or reloaded, the attempt no longer runs and time is no longer up.
 */
function submission(submitOnce: Mock<SubmitOnce>, { timeUp = false } = {}) {
  let stopRunning = () => {};
  const handlers = {
    submitOnce,
    onSubmitted: vi.fn(() => stopRunning()),
    onTakenOver: vi.fn(() => stopRunning()),
    onRefused: vi.fn(() => stopRunning()),
    onRetrying: vi.fn(),
  };
  const view = renderHook(
    ({ up }) => useSubmission({ TestSessionID: 'ts-1', timeUp: up }, handlers),
    { initialProps: { up: timeUp } },
  );
  stopRunning = () => view.rerender({ up: false });
  return { handlers, ...view };
}

const taken = () => Promise.resolve({ body: submittedResult });

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(toast, 'error').mockImplementation(() => {});
  recordChange({ kind: 'answer', QuestionID: 2, answer: [21] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  signOut();
});

describe('submitting the attempt (D15)', () => {
  it('submits by itself at zero with every change held, trying again every 3 s until the server takes it', async () => {
    const submitOnce = vi
      .fn<SubmitOnce>()
      .mockRejectedValueOnce(networkDown())
      .mockImplementation(taken);
    const { handlers, rerender, result } = submission(submitOnce);
    rerender({ up: true });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(handlers.submitOnce).toHaveBeenCalledWith({
      TestSessionID: 'ts-1',
      reason: 'timeUp',
      answers: [{ QuestionID: 2, answer: [21], seq: 1 }],
      flags: [],
    });
    expect(handlers.onRetrying).toHaveBeenCalledWith('Oops something went wrong');
    expect(examApp.pending).toHaveLength(1);
    expect(result.current.submitting).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(handlers.submitOnce).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(handlers.submitOnce).toHaveBeenCalledTimes(2);
    expect(handlers.onSubmitted).toHaveBeenCalledWith(submittedResult);
    expect(examApp.pending).toEqual([]);
  });

  it('offline, the student’s own submission raises no toast: it says offline, and leaves the test open', async () => {
    const { handlers, result } = submission(vi.fn<SubmitOnce>().mockRejectedValue(networkDown()));
    act(() => result.current.submit());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(handlers.submitOnce).toHaveBeenCalledOnce();
    expect(toast.error).not.toHaveBeenCalled();
    expect(result.current.failure).toEqual({ kind: 'offline' });
    expect(result.current.submitting).toBe(false);
    expect(examApp.pending).toHaveLength(1);
  });

  it('a server failing the student’s submission is said with its words, not in a toast', async () => {
    const { result } = submission(vi.fn<SubmitOnce>().mockRejectedValue(serverFailing()));
    act(() => result.current.submit());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(toast.error).not.toHaveBeenCalled();
    expect(result.current.failure).toEqual({ kind: 'failed', message: 'Bad gateway' });
    act(() => result.current.submit());
    expect(result.current.failure).toBeNull();
  });

  it('stops at once when another tab or device has taken the test over', async () => {
    const takenOver = vi.fn<SubmitOnce>().mockRejectedValue(refusal('TEST_TAKEN_OVER'));
    const { handlers } = submission(takenOver, { timeUp: true });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(handlers.submitOnce).toHaveBeenCalledOnce();
    expect(handlers.onTakenOver).toHaveBeenCalledOnce();
    expect(handlers.onRefused).not.toHaveBeenCalled();
  });

  it('shows any other refusal in the server’s words and hands back to the screen', async () => {
    const unknown = vi.fn<SubmitOnce>().mockRejectedValue(refusal('TEST_SESSION_UNKNOWN'));
    const { handlers } = submission(unknown, { timeUp: true });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(handlers.submitOnce).toHaveBeenCalledOnce();
    expect(toast.error).toHaveBeenCalledWith(ExamRefusals.TEST_SESSION_UNKNOWN);
    expect(handlers.onRefused).toHaveBeenCalledOnce();
  });

  it('drops changes the server calls invalid and, at zero, submits what the server holds', async () => {
    const submitOnce = vi
      .fn<SubmitOnce>()
      .mockRejectedValueOnce(invalid('answer: not an option'))
      .mockImplementation(taken);
    const { handlers } = submission(submitOnce, { timeUp: true });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(toast.error).toHaveBeenCalledWith('answer: not an option');
    expect(handlers.submitOnce).toHaveBeenCalledTimes(2);
    expect(handlers.submitOnce.mock.calls[1]?.[0]).toMatchObject({ answers: [], flags: [] });
    expect(handlers.onSubmitted).toHaveBeenCalledOnce();
  });

  it('stops trying once the page is left, keeping the answers for the next visit', async () => {
    const { handlers, unmount } = submission(vi.fn<SubmitOnce>().mockRejectedValue(networkDown()), {
      timeUp: true,
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    unmount();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(handlers.submitOnce).toHaveBeenCalledTimes(1);
    expect(examApp.pending).toHaveLength(1);
  });
});
