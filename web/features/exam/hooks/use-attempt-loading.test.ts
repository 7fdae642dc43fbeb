import { onlineManager } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestView } from '#openapi/exam.ts';
import { signOut, state } from '../../../shared/session/session-store.ts';
import { withQueryClient } from '../../../test/query-client.tsx';
import { openTest } from '../api/open-test.ts';
import { startTest } from '../api/start-test.ts';
import { submitTest } from '../api/submit-test.ts';
import { aptitudeTask, networkDown, refusal, submittedResult } from '../components/testing.ts';
import { examApp, markForResume } from '../exam-app.ts';
import { useAttemptLoading } from './use-attempt-loading.ts';

vi.mock('../api/open-test.ts', () => ({ openTest: vi.fn() }));
vi.mock('../api/start-test.ts', () => ({ startTest: vi.fn() }));
vi.mock('../api/submit-test.ts', () => ({ submitTest: vi.fn() }));

const view: TestView = { task: aptitudeTask, session: null, result: null };
const envelope = <Body>(body: Body) => ({ status: true as const, message: 'ok', body });
const claim = { CourseID: 1, TaskID: 101, writerID: 'this-page' };

async function loading(address = claim) {
  const handlers = { onView: vi.fn(), dispatch: vi.fn(), onOfflineCopy: vi.fn() };
  const view = renderHook(() => useAttemptLoading(address, handlers), {
    wrapper: withQueryClient(),
  });
  await act(() => vi.advanceTimersByTimeAsync(0));
  return { ...handlers, result: view.result };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(openTest).mockResolvedValue(envelope(view));
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  onlineManager.setOnline(true);
  signOut();
});

describe('loading the attempt (D15)', () => {
  it('opens it on arrival as this page’s writer, hands the answer on and clears the resume mark', async () => {
    markForResume({ CourseID: 1, TaskID: 101 });
    state.ui.loading = true;
    const { onView, dispatch } = await loading();
    expect(dispatch).toHaveBeenCalledWith({ type: 'loading' });
    expect(openTest).toHaveBeenCalledWith(claim);
    expect(onView).toHaveBeenCalledWith(view, {
      sentAt: expect.any(Number),
      receivedAt: expect.any(Number),
      wallReceivedAt: expect.any(Number),
    });
    expect(examApp.reload).toBe(false);
    expect(state.ui.loading).toBe(false);
  });

  it('asks the server afresh on every load', async () => {
    const { result } = await loading();
    await act(() => result.current.load());
    expect(openTest).toHaveBeenCalledTimes(2);
  });

  it('says a test that is not the student’s is not assigned, and any other failure in its words', async () => {
    vi.mocked(openTest).mockRejectedValueOnce(refusal('TEST_NOT_ASSIGNED'));
    const { dispatch, result } = await loading();
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'notAssigned' });
    vi.mocked(openTest).mockRejectedValueOnce(networkDown());
    await act(() => result.current.load());
    expect(dispatch).toHaveBeenLastCalledWith({
      type: 'failed',
      message: 'Oops something went wrong',
    });
  });

  it('asks nothing for an address that names no test', async () => {
    const { dispatch } = await loading({ ...claim, CourseID: Number.NaN });
    expect(openTest).not.toHaveBeenCalled();
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'notAssigned' });
  });

  it('asks even when the browser says it is offline, and never again behind the screen’s back', async () => {
    onlineManager.setOnline(false);
    vi.mocked(openTest).mockRejectedValue(networkDown());
    await loading();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(openTest).toHaveBeenCalledOnce();
  });

  it('starts as this page’s writer and hands the running attempt on', async () => {
    vi.mocked(startTest).mockResolvedValue(envelope(view));
    const { onView, result } = await loading();
    await act(() => result.current.start());
    expect(startTest).toHaveBeenCalledWith(claim);
    expect(onView).toHaveBeenCalledTimes(2);
    expect(result.current.startError).toBeNull();
  });

  it('says why a start failed, but reloads when the test was submitted meanwhile', async () => {
    vi.mocked(startTest).mockRejectedValueOnce(networkDown());
    const { result } = await loading();
    await act(() => result.current.start());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.startError).toBe('Oops something went wrong');

    vi.mocked(startTest).mockRejectedValueOnce(refusal('TEST_ALREADY_SUBMITTED'));
    await act(() => result.current.start());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.startError).toBeNull();
    expect(openTest).toHaveBeenCalledTimes(2);
  });

  it('submits as this page’s writer', async () => {
    vi.mocked(submitTest).mockResolvedValue(envelope(submittedResult));
    const { result } = await loading();
    const body = { TestSessionID: 'ts-1', reason: 'student' as const, answers: [], flags: [] };
    await act(() => result.current.submitOnce(body));
    expect(submitTest).toHaveBeenCalledWith({ ...body, writerID: 'this-page' });
  });
});
