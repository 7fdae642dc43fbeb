import { describe, expect, it } from 'vitest';
import type { Answer } from '#openapi/exam.ts';
import {
  acknowledge,
  continueAfter,
  currentWork,
  foldAcknowledged,
  type Journal,
  keptWork,
  type PendingChange,
  record,
  splitForSubmit,
} from './answer-journal.ts';

const fresh = (): Journal => ({ pending: [], nextSeq: 1 });

/** The server's rule (D15): per question and kind, the change with the highest number wins. */
function fakeServer() {
  const held = new Map<string, { value: unknown; seq: number }>();
  return {
    held,
    receive(change: PendingChange) {
      const slot = `${change.kind}:${change.QuestionID}`;
      const value = change.kind === 'answer' ? change.answer : change.flagged;
      const current = held.get(slot);
      if (!current || change.seq > current.seq) held.set(slot, { value, seq: change.seq });
      return { kind: change.kind, QuestionID: change.QuestionID, seq: held.get(slot)?.seq ?? 0 };
    },
    answerOf: (QuestionID: number) => held.get(`answer:${QuestionID}`)?.value,
  };
}

describe('the answer journal (D15)', () => {
  it('numbers changes in the order they are made and keeps them in that order', () => {
    const journal = fresh();
    record(journal, { kind: 'answer', QuestionID: 1, answer: [11] });
    record(journal, { kind: 'flag', QuestionID: 2, flagged: true });
    record(journal, { kind: 'answer', QuestionID: 3, answer: 'forty two' });
    expect(journal.pending.map((change) => [change.QuestionID, change.seq])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(journal.nextSeq).toBe(4);
  });

  it('keeps only the newest unsent change per question and moves it to the end', () => {
    const journal = fresh();
    record(journal, { kind: 'answer', QuestionID: 1, answer: [11] });
    record(journal, { kind: 'answer', QuestionID: 2, answer: [21] });
    record(journal, { kind: 'answer', QuestionID: 1, answer: [12] });
    expect(journal.pending).toEqual([
      { kind: 'answer', QuestionID: 2, answer: [21], seq: 2 },
      { kind: 'answer', QuestionID: 1, answer: [12], seq: 3 },
    ]);
    // An answer and a flag of one question are separate things: neither replaces the other.
    record(journal, { kind: 'flag', QuestionID: 1, flagged: true });
    expect(journal.pending).toHaveLength(3);
    // What the screen says is kept counts the flag apart: 2 answers and 1 flag, not "2 answers".
    expect(keptWork(journal)).toEqual({ answers: 2, flags: 1 });
  });

  it('keeps a change made while an older one of the same question was on its way', () => {
    const journal = fresh();
    const sent = record(journal, { kind: 'answer', QuestionID: 5, answer: 'draft' });
    const newer = record(journal, { kind: 'answer', QuestionID: 5, answer: 'final' });
    acknowledge(journal, sent);
    expect(journal.pending).toEqual([newer]);
    acknowledge(journal, newer);
    expect(journal.pending).toEqual([]);
  });

  it('drops nothing when acknowledgements are lost and everything is replayed, twice and out of order', () => {
    const journal = fresh();
    const server = fakeServer();
    const typed: Array<[number, Answer]> = [
      [1, [11]],
      [2, [22, 23]],
      [3, 'first try'],
      [1, [14]],
      [3, 'second try'],
      [4, null],
    ];
    for (const [QuestionID, answer] of typed)
      record(journal, { kind: 'answer', QuestionID, answer });

    // The network drops every answer: the server got the first two sends but we never heard back.
    for (const change of journal.pending.slice(0, 2)) server.receive(change);
    // Back online: the whole queue is replayed in order, then replayed again backwards (a retry storm).
    const replay = [...journal.pending];
    for (const change of [...replay, ...[...replay].reverse()]) {
      acknowledge(journal, server.receive(change));
    }

    expect(journal.pending).toEqual([]);
    expect(server.answerOf(1)).toEqual([14]);
    expect(server.answerOf(2)).toEqual([22, 23]);
    expect(server.answerOf(3)).toBe('second try');
    expect(server.answerOf(4)).toBeNull();
  });

  it('a stale acknowledgement of an older change never removes the newer one', () => {
    const journal = fresh();
    const server = fakeServer();
    const first = record(journal, { kind: 'answer', QuestionID: 7, answer: [71] });
    server.receive(first);
    const second = record(journal, { kind: 'answer', QuestionID: 7, answer: [72] });
    // The late answer to the first send arrives after the second change was made.
    acknowledge(journal, { ...first });
    expect(journal.pending).toEqual([second]);
    acknowledge(journal, server.receive(second));
    expect(server.answerOf(7)).toEqual([72]);
  });

  it('numbers a taken-over attempt after everything the server has already seen', () => {
    const journal = fresh();
    continueAfter(journal, 41);
    expect(record(journal, { kind: 'answer', QuestionID: 1, answer: [11] }).seq).toBe(42);
    continueAfter(journal, 10);
    expect(journal.nextSeq).toBe(43);
  });

  it("shows the server's work with the waiting changes on top", () => {
    const journal = fresh();
    record(journal, { kind: 'answer', QuestionID: 2, answer: [25] });
    record(journal, { kind: 'flag', QuestionID: 1, flagged: false });
    record(journal, { kind: 'flag', QuestionID: 3, flagged: true });
    const work = currentWork(
      {
        answers: [
          { QuestionID: 1, answer: [11], seq: 1 },
          { QuestionID: 2, answer: [21], seq: 2 },
        ],
        flags: [{ QuestionID: 1, flagged: true, seq: 3 }],
      },
      journal.pending,
    );
    expect([...work.answers]).toEqual([
      [1, [11]],
      [2, [25]],
    ]);
    expect([...work.flags]).toEqual([3]);
  });

  it('hands submit the waiting answers and flags with their numbers', () => {
    const journal = fresh();
    record(journal, { kind: 'answer', QuestionID: 1, answer: 'x' });
    record(journal, { kind: 'flag', QuestionID: 1, flagged: true });
    record(journal, { kind: 'answer', QuestionID: 2, answer: [21] });
    expect(splitForSubmit(journal.pending)).toEqual({
      answers: [
        { QuestionID: 1, answer: 'x', seq: 1 },
        { QuestionID: 2, answer: [21], seq: 3 },
      ],
      flags: [{ QuestionID: 1, flagged: true, seq: 2 }],
    });
  });
});

describe("the server's copy as this page knows it", () => {
  it('takes an acknowledged change in, so the screen never falls back to an older answer', () => {
    const journal = fresh();
    continueAfter(journal, 2);
    const held = {
      answers: [{ QuestionID: 1, answer: 'old', seq: 1 }],
      flags: [{ QuestionID: 1, flagged: true, seq: 2 }],
    };
    const typed = record(journal, { kind: 'answer', QuestionID: 1, answer: 'new' });
    const unflagged = record(journal, { kind: 'flag', QuestionID: 1, flagged: false });
    acknowledge(journal, typed);
    acknowledge(journal, unflagged);
    const now = foldAcknowledged(foldAcknowledged(held, typed), unflagged);
    const work = currentWork(now, journal.pending);
    expect(work.answers.get(1)).toBe('new');
    expect(work.flags.has(1)).toBe(false);
  });
});
