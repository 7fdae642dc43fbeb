import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeAck } from '#openapi/exam.ts';
import { ExamRefusals } from '#openapi/operations/exam.ts';
import { signOut } from '../../../shared/session/session-store.ts';
import { saveAnswer } from '../api/save-answer.ts';
import { networkDown, refusal } from '../components/testing.ts';
import { examApp, recordChange } from '../exam-app.ts';
import { SEND_DEBOUNCE_MS } from '../model/change-sender.ts';
import { useChangeSync } from './use-change-sync.ts';

vi.mock('../api/save-answer.ts', () => ({ saveAnswer: vi.fn() }));
vi.mock('../api/save-flag.ts', () => ({ saveFlag: vi.fn() }));

const ack: ChangeAck = {
  applied: true,
  QuestionID: 2,
  seq: 1,
  status: 'running',
  deadline: 600_000,
  serverTime: 0,
  RemainingTime: 600,
};

function sync(TestSessionID: string | null = 'ts-1') {
  const handlers = { onAck: vi.fn(), onRefused: vi.fn(), onTakenOver: vi.fn() };
  const view = renderHook(() => useChangeSync({ TestSessionID, writerID: 'this-page' }, handlers));
  const change = () => {
    recordChange({ kind: 'answer', QuestionID: 2, answer: [21] });
    view.result.current.kick();
  };
  return { handlers, change, ...view };
}

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  signOut();
});

describe('keeping the student’s changes in step with the server (D15)', () => {
  it('sends a change as this page’s writer and hands over the server’s acknowledgement', async () => {
    vi.useFakeTimers();
    vi.mocked(saveAnswer).mockResolvedValue({ status: true, message: '', body: ack });
    const { handlers, change } = sync();
    act(() => change());
    await act(() => vi.advanceTimersByTimeAsync(SEND_DEBOUNCE_MS));
    expect(saveAnswer).toHaveBeenCalledWith({
      TestSessionID: 'ts-1',
      writerID: 'this-page',
      QuestionID: 2,
      seq: 1,
      answer: [21],
    });
    expect(handlers.onAck).toHaveBeenCalledWith(ack, expect.anything(), expect.anything());
    expect(examApp.pending).toEqual([]);
  });

  it('sends nothing while no attempt runs', async () => {
    vi.useFakeTimers();
    const { change } = sync(null);
    act(() => change());
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(saveAnswer).not.toHaveBeenCalled();
    expect(examApp.pending).toHaveLength(1);
  });

  it('says the changes are kept on the device while the network is gone', async () => {
    vi.useFakeTimers();
    vi.mocked(saveAnswer).mockRejectedValue(networkDown());
    const { change, result } = sync();
    act(() => result.current.wentOffline());
    expect(result.current.senderState).toEqual({ state: 'idle' });
    act(() => change());
    await act(() => vi.advanceTimersByTimeAsync(SEND_DEBOUNCE_MS));
    expect(result.current.senderState).toEqual({ state: 'offline' });
    act(() => result.current.submitFailing('Bad gateway'));
    expect(result.current.senderState).toEqual({ state: 'failed', message: 'Bad gateway' });
  });

  it('stops and hands over the server’s refusal in its own words', async () => {
    vi.useFakeTimers();
    vi.mocked(saveAnswer).mockRejectedValue(refusal('TEST_TIME_UP'));
    const { handlers, change } = sync();
    act(() => change());
    await act(() => vi.advanceTimersByTimeAsync(SEND_DEBOUNCE_MS));
    expect(handlers.onRefused).toHaveBeenCalledWith(
      expect.objectContaining({ message: ExamRefusals.TEST_TIME_UP }),
    );
    act(() => change());
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(saveAnswer).toHaveBeenCalledOnce();
  });

  it('stops as soon as another page of this browser claims the attempt', async () => {
    const { handlers, change } = sync();
    const otherTab = new BroadcastChannel('campusrecruit-test-writer');
    otherTab.postMessage({ TestSessionID: 'ts-1', writerID: 'other-page' });
    await vi.waitFor(() => expect(handlers.onTakenOver).toHaveBeenCalledOnce());
    otherTab.close();
    act(() => change());
    await new Promise((resolve) => setTimeout(resolve, SEND_DEBOUNCE_MS + 50));
    expect(saveAnswer).not.toHaveBeenCalled();
  });
});
