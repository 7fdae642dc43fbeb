import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeAck } from '#openapi/exam.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import type { RequestTimes } from '../../../shared/time/server-clock.ts';
import { type Journal, type PendingChange, record } from './answer-journal.ts';
import { createChangeSender, SEND_DEBOUNCE_MS, type SenderState } from './change-sender.ts';

const times: RequestTimes = { sentAt: 0, receivedAt: 0, wallReceivedAt: 0 };
const ackOf = (change: PendingChange): ChangeAck => ({
  applied: true,
  QuestionID: change.QuestionID,
  seq: change.seq,
  status: 'running',
  deadline: 0,
  serverTime: 0,
  RemainingTime: 600,
});

function harness() {
  const journal: Journal = { pending: [], nextSeq: 1 };
  const received: PendingChange[] = [];
  const states: SenderState['state'][] = [];
  let online = true;
  let failWith: unknown = null;
  const deps = {
    journal,
    send: vi.fn(async (change: PendingChange): Promise<[ChangeAck, RequestTimes]> => {
      if (failWith) throw failWith;
      received.push(change);
      return [ackOf(change), times];
    }),
    isOnline: () => online,
    onAck: vi.fn(),
    onRefused: vi.fn(),
    onInvalid: vi.fn(),
    onState: (state: SenderState) => states.push(state.state),
  };
  const sender = createChangeSender(deps);
  return {
    journal,
    received,
    states,
    deps,
    sender,
    answer: (QuestionID: number, answer: number[] | string) => {
      record(journal, { kind: 'answer', QuestionID, answer });
      sender.kick();
    },
    setOnline: (value: boolean) => {
      online = value;
    },
    failWith: (error: unknown) => {
      failWith = error;
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sending the answer journal (D15)', () => {
  it('waits a moment after a change, then sends it and empties the journal', async () => {
    const h = harness();
    h.answer(1, [11]);
    await vi.advanceTimersByTimeAsync(SEND_DEBOUNCE_MS - 1);
    expect(h.received).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.received.map((change) => change.QuestionID)).toEqual([1]);
    expect(h.journal.pending).toEqual([]);
    expect(h.states.at(-1)).toBe('idle');
  });

  it('typing sends one save with the last text, not one per key', async () => {
    const h = harness();
    for (const text of ['f', 'fo', 'for', 'forty']) {
      h.answer(4, text);
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(SEND_DEBOUNCE_MS);
    expect(h.received).toEqual([{ kind: 'answer', QuestionID: 4, answer: 'forty', seq: 4 }]);
  });

  it('offline, keeps every change; back online, sends them in the order they were made', async () => {
    const h = harness();
    h.setOnline(false);
    h.answer(3, [31]);
    h.answer(1, [12]);
    h.answer(2, 'kept');
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.received).toEqual([]);
    expect(h.journal.pending).toHaveLength(3);
    expect(h.states.at(-1)).toBe('offline');

    h.setOnline(true);
    h.sender.kick(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.received.map((change) => change.QuestionID)).toEqual([3, 1, 2]);
    expect(h.journal.pending).toEqual([]);
  });

  it('a failed request keeps the change and retries, saying the network is gone', async () => {
    const h = harness();
    h.failWith(new ApiError('Oops something went wrong', { kind: 'network', status: 0 }));
    h.answer(1, [11]);
    await vi.advanceTimersByTimeAsync(SEND_DEBOUNCE_MS);
    expect(h.states.at(-1)).toBe('offline');
    expect(h.journal.pending).toHaveLength(1);
    h.failWith(null);
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.received).toHaveLength(1);
    expect(h.journal.pending).toEqual([]);
  });

  it('a server error is never silent: the state carries its words, and the change is retried with backoff', async () => {
    const h = harness();
    const states: SenderState[] = [];
    h.deps.onState = (state) => states.push(state);
    h.failWith(
      new ApiError('Bad gateway', { kind: 'http', status: 502, serverMessage: 'Bad gateway' }),
    );
    h.answer(1, [11]);
    await vi.advanceTimersByTimeAsync(SEND_DEBOUNCE_MS);
    expect(states.at(-1)).toEqual({ state: 'failed', message: 'Bad gateway' });
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(h.deps.send).toHaveBeenCalledTimes(3);
    h.failWith(null);
    await vi.advanceTimersByTimeAsync(4000);
    expect(h.journal.pending).toEqual([]);
  });

  it('stops for good when the server refuses, keeping what it could not save', async () => {
    const h = harness();
    h.failWith(
      new ApiError('This test is open in another tab or device', {
        kind: 'refusal',
        status: 200,
        code: 'TEST_TAKEN_OVER',
        serverMessage: 'x',
      }),
    );
    h.answer(1, [11]);
    h.answer(2, [21]);
    await vi.advanceTimersByTimeAsync(SEND_DEBOUNCE_MS);
    expect(h.deps.onRefused).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'This test is open in another tab or device' }),
    );
    h.sender.kick(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.deps.send).toHaveBeenCalledOnce();
    expect(h.journal.pending).toHaveLength(2);
  });

  it('drops a change the server calls invalid, says so, and sends the rest', async () => {
    const h = harness();
    h.deps.send.mockImplementationOnce(async () => {
      throw new ApiError('answer: must be one option of this question', {
        kind: 'http',
        status: 400,
        code: 'INVALID_INPUT',
        serverMessage: 'x',
      });
    });
    h.answer(1, [99]);
    h.answer(2, [21]);
    await vi.advanceTimersByTimeAsync(SEND_DEBOUNCE_MS);
    expect(h.deps.onInvalid).toHaveBeenCalledWith('answer: must be one option of this question');
    expect(h.received.map((change) => change.QuestionID)).toEqual([2]);
    expect(h.journal.pending).toEqual([]);
  });
});
