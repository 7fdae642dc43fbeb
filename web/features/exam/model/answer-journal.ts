import type { Answer, SavedAnswer, SavedFlag } from '#openapi/exam.ts';

/** A change of the student's the server has not acknowledged yet (D15), numbered by `seq`. */
export type PendingChange =
  | { kind: 'answer'; QuestionID: number; answer: Answer; seq: number }
  | { kind: 'flag'; QuestionID: number; flagged: boolean; seq: number };

/** The part of the persisted `examApp` slice the journal keeps (D15). */
export type Journal = { pending: PendingChange[]; nextSeq: number };

/** A change as the student makes it, before it is numbered. */
export type Change =
  | { kind: 'answer'; QuestionID: number; answer: Answer }
  | { kind: 'flag'; QuestionID: number; flagged: boolean };

const sameSlot = (a: Pick<PendingChange, 'kind' | 'QuestionID'>, b: typeof a) =>
  a.kind === b.kind && a.QuestionID === b.QuestionID;

/**
 * Numbers a change and queues it. A change not yet sent for the same question and kind is replaced
 * rather than sent twice: the newer one wins on the server anyway, and it moves to the end so the
 * queue stays in the order the student last touched things.
 */
export function record(journal: Journal, change: Change): PendingChange {
  const entry = { ...change, seq: journal.nextSeq } as PendingChange;
  journal.nextSeq += 1;
  const kept = journal.pending.filter((pending) => !sameSlot(pending, entry));
  kept.push(entry);
  journal.pending = kept;
  return entry;
}

/**
 * The server acknowledged a change (taken or ignored as stale): the entry goes, unless the student
 * changed the same thing again meanwhile, in which case that newer entry still has to be sent.
 */
export function acknowledge(
  journal: Journal,
  acked: Pick<PendingChange, 'kind' | 'QuestionID' | 'seq'>,
): void {
  journal.pending = journal.pending.filter(
    (pending) => !(sameSlot(pending, acked) && pending.seq <= acked.seq),
  );
}

/**
 * Starts numbering after everything the server has seen: a new tab or device taking over an attempt
 * must never send a change numbered below one already held, or the server would ignore it.
 */
export function continueAfter(journal: Journal, lastSeq: number): void {
  journal.nextSeq = Math.max(journal.nextSeq, lastSeq + 1);
}

/** What waits to be sent, counted the way the screen says it: answers, and flags apart. */
export type KeptWork = { answers: number; flags: number };

/** How many answers and how many flags are waiting (one of each per question at most). */
export function keptWork(journal: { readonly pending: readonly { kind: string }[] }): KeptWork {
  const answers = journal.pending.filter((change) => change.kind === 'answer').length;
  return { answers, flags: journal.pending.length - answers };
}

/**
 * What the student sees: the server's answers and flags with every change still waiting on top
 * (a waiting change is always newer than what the server holds).
 */
export function currentWork(
  server: HeldWork,
  pending: readonly PendingChange[],
): { answers: Map<number, Answer>; flags: Set<number> } {
  const answers = new Map(server.answers.map(({ QuestionID, answer }) => [QuestionID, answer]));
  const flagged = new Map(server.flags.map(({ QuestionID, flagged }) => [QuestionID, flagged]));
  for (const change of pending) {
    if (change.kind === 'answer') answers.set(change.QuestionID, change.answer);
    else flagged.set(change.QuestionID, change.flagged);
  }
  const flags = new Set<number>();
  for (const [QuestionID, isFlagged] of flagged) if (isFlagged) flags.add(QuestionID);
  return { answers, flags };
}

/** What the server holds of the student's work, as far as this page knows. */
export type HeldWork = { answers: readonly SavedAnswer[]; flags: readonly SavedFlag[] };

/**
 * The server's copy after it acknowledged a change. The change leaves the journal at the same time,
 * so without this the screen would fall back to the server's older answer.
 */
export function foldAcknowledged(held: HeldWork, change: PendingChange): HeldWork {
  if (change.kind === 'answer') {
    const { QuestionID, answer, seq } = change;
    return {
      ...held,
      answers: [
        ...held.answers.filter((a) => a.QuestionID !== QuestionID),
        { QuestionID, answer, seq },
      ],
    };
  }
  const { QuestionID, flagged, seq } = change;
  return {
    ...held,
    flags: [...held.flags.filter((f) => f.QuestionID !== QuestionID), { QuestionID, flagged, seq }],
  };
}

/** The waiting changes in the shape submit carries them: the answers and the flags, each in order. */
export function splitForSubmit(pending: readonly PendingChange[]): {
  answers: SavedAnswer[];
  flags: SavedFlag[];
} {
  const answers: SavedAnswer[] = [];
  const flags: SavedFlag[] = [];
  for (const change of pending) {
    if (change.kind === 'answer') {
      answers.push({ QuestionID: change.QuestionID, answer: change.answer, seq: change.seq });
    } else {
      flags.push({ QuestionID: change.QuestionID, flagged: change.flagged, seq: change.seq });
    }
  }
  return { answers, flags };
}
