import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitRequest, TestSession, TestView } from '#openapi/exam.ts';
import { ExamRefusals } from '#openapi/operations/exam.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { signIn, signOut } from '../../../shared/session/session-store.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { withQueryClient } from '../../../test/query-client.tsx';
import { recruiterUser, tokenExpiringAt } from '../../../test/session.ts';
import { getTestClock } from '../api/get-test-clock.ts';
import { openTest } from '../api/open-test.ts';
import { earlyWriterID, openTestEarly } from '../api/open-test-early.ts';
import { saveAnswer } from '../api/save-answer.ts';
import { submitTest } from '../api/submit-test.ts';
import { aptitudeTask, questions, submittedResult } from '../components/testing.ts';
import { examApp } from '../exam-app.ts';
import { useTestAttempt } from './use-test-attempt.ts';

vi.mock('../api/open-test.ts', () => ({ openTest: vi.fn() }));
vi.mock('../api/start-test.ts', () => ({ startTest: vi.fn() }));
vi.mock('../api/get-test-clock.ts', () => ({ getTestClock: vi.fn() }));
vi.mock('../api/save-answer.ts', () => ({ saveAnswer: vi.fn() }));
vi.mock('../api/save-flag.ts', () => ({ saveFlag: vi.fn() }));
vi.mock('../api/submit-test.ts', () => ({ submitTest: vi.fn() }));

const envelope = <Body>(body: Body) => ({ status: true as const, message: 'ok', body });
const offline = () => new ApiError('Oops something went wrong', { kind: 'network', status: 0 });

/** A running attempt whose server deadline is `secondsLeft` away. */
function runningView(secondsLeft: number): TestView {
  const now = Date.now();
  const session: TestSession = {
    TestSessionID: 'ts-1',
    startedAt: now - 60_000,
    deadline: now + secondsLeft * 1000,
    serverTime: now,
    RemainingTime: secondsLeft,
    status: 'running',
    questions,
    answers: [{ QuestionID: 1, answer: [11], seq: 1 }],
    flags: [],
    lastQuestionID: 1,
    lastSeq: 1,
  };
  return {
    task: { ...aptitudeTask, status: 'running', RemainingTime: secondsLeft },
    session,
    result: null,
  };
}

async function openAttempt(secondsLeft: number) {
  vi.mocked(openTest).mockResolvedValue(envelope(runningView(secondsLeft)));
  const onSubmitted = vi.fn();
  const hook = renderHook(() => useTestAttempt(1, 101, { onSubmitted }), {
    wrapper: withQueryClient(),
  });
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(hook.result.current.phase.name).toBe('running');
  return { ...hook, onSubmitted };
}

const submitted = (reason: SubmitRequest['reason']) =>
  envelope({ ...submittedResult, submittedBy: reason });

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(toast, 'error').mockImplementation(() => {});
  vi.spyOn(toast, 'warning').mockImplementation(() => {});
  vi.mocked(saveAnswer).mockRejectedValue(offline());
  vi.mocked(getTestClock).mockRejectedValue(offline());
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  signOut();
});

describe('an attempt when its time runs out (D15)', () => {
  it('submits at zero with every answer still held on the device, retrying until the server takes it', async () => {
    const { result, onSubmitted } = await openAttempt(5);
    act(() => result.current.answer(2, [21, 23]));
    act(() => result.current.answer(3, '0 1 2'));
    vi.mocked(submitTest).mockRejectedValueOnce(offline()).mockResolvedValue(submitted('timeUp'));

    // The countdown wakes a few milliseconds past each second's edge.
    await act(() => vi.advanceTimersByTimeAsync(5010));
    expect(result.current.timeUp).toBe(true);
    expect(submitTest).toHaveBeenCalledTimes(1);
    expect(vi.mocked(submitTest).mock.calls[0]?.[0]).toMatchObject({
      TestSessionID: 'ts-1',
      reason: 'timeUp',
      answers: [
        { QuestionID: 2, answer: [21, 23], seq: 2 },
        { QuestionID: 3, answer: '0 1 2', seq: 3 },
      ],
    });
    // The held answers stay in the persisted journal until the server has them.
    expect(examApp.pending).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(submitTest).toHaveBeenCalledTimes(2);
    expect(result.current.phase).toMatchObject({ name: 'result' });
    expect(examApp.pending).toEqual([]);
    expect(onSubmitted).toHaveBeenCalledOnce();
  });

  it('a submission by hand that fails across zero keeps the test open, then it submits by itself', async () => {
    const { result } = await openAttempt(3);
    // The student's submission hangs on a dying network past the deadline, then fails.
    vi.mocked(submitTest)
      .mockImplementationOnce(
        () => new Promise((_, reject) => setTimeout(() => reject(offline()), 4000)),
      )
      .mockResolvedValue(submitted('timeUp'));
    act(() => result.current.submit());
    await act(() => vi.advanceTimersByTimeAsync(3010));
    expect(result.current.timeUp).toBe(true);
    expect(submitTest).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(toast.error).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(vi.mocked(submitTest).mock.calls.map(([body]) => body.reason)).toEqual([
      'student',
      'timeUp',
    ]);
    expect(result.current.phase.name).toBe('result');
  });

  it('another tab having taken the test over stops this one instead of retrying', async () => {
    const { result } = await openAttempt(1);
    vi.mocked(submitTest).mockRejectedValue(
      new ApiError(ExamRefusals.TEST_TAKEN_OVER, {
        kind: 'refusal',
        status: 200,
        code: 'TEST_TAKEN_OVER',
        serverMessage: ExamRefusals.TEST_TAKEN_OVER,
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(submitTest).toHaveBeenCalledTimes(1);
    expect(result.current.phase.name).toBe('takenOver');
  });

  it('warns with the time truly left when opened with less than a minute', async () => {
    const { result } = await openAttempt(50);
    expect(result.current.warning).toBe(
      '50 seconds left. The test submits itself when the time is up.',
    );
  });
});

describe('the attempt opened as the page load started (issue 29)', () => {
  it('writes as the writer that open claimed the attempt with, and no other', async () => {
    signIn({ token: tokenExpiringAt(4_000_000_000), user: recruiterUser, activeTestDetails: null });
    // The early open meets no network: the screen opens the attempt itself, as the same writer.
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    openTestEarly({ CourseID: 1, TaskID: 101 });
    const writerID = earlyWriterID({ CourseID: 1, TaskID: 101 });
    expect(writerID).toBeDefined();
    await openAttempt(600);
    vi.unstubAllGlobals();
    expect(openTest).toHaveBeenCalledExactlyOnceWith({ CourseID: 1, TaskID: 101, writerID });
    // Taken: the next page load's screen for this test writes as a writer of its own.
    expect(earlyWriterID({ CourseID: 1, TaskID: 101 })).toBeUndefined();
  });
});
