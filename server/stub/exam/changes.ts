import type { Answer } from '#openapi/exam.ts';
import type { FieldError } from '../../contract/envelope.ts';
import { bankOf, settleIfOverdue } from './attempts.ts';
import type { Attempt, BankQuestion, ExamStore } from './store.ts';

// A student's changes to a running attempt (D15): who may make them, what a valid one is, and the
// sequence rule that makes replays, duplicates and out-of-order arrivals harmless.

/**
 * Why a change to this attempt cannot be taken, or null when it can. A change arriving after the
 * grace settles the attempt on the spot rather than waiting for the next request.
 */
export function changeRefusal(
  store: ExamStore,
  attempt: Attempt,
  writerID: string,
  now: number,
): 'TEST_TIME_UP' | 'TEST_ALREADY_SUBMITTED' | 'TEST_TAKEN_OVER' | null {
  settleIfOverdue(store, attempt, now);
  if (attempt.submitted) {
    return attempt.submitted.by === 'server' ? 'TEST_TIME_UP' : 'TEST_ALREADY_SUBMITTED';
  }
  if (writerID !== attempt.writerID) return 'TEST_TAKEN_OVER';
  return null;
}

const questionOf = (attempt: Attempt, QuestionID: number) =>
  bankOf(attempt.CourseID)?.questions.find((question) => question.QuestionID === QuestionID);

const notAQuestion: FieldError = {
  field: '/QuestionID',
  message: 'is not a question of this test',
};

/** The answer to store, or the field in error. */
export type CheckedAnswer = { answer: Answer } | { error: FieldError };

const invalidAnswer = (message: string): CheckedAnswer => ({
  error: { field: '/answer', message },
});

/** An emptied choice or a blank text is the student clearing the answer: stored as null. */
function checkAgainst(question: BankQuestion, answer: Answer): CheckedAnswer {
  if (answer === null) return { answer: null };
  if (question.kind === 'text') {
    if (typeof answer !== 'string') return invalidAnswer('must be text');
    return { answer: answer.trim() === '' ? null : answer };
  }
  const optionIDs = new Set(question.options.map((option) => option.OptionID));
  if (typeof answer === 'string' || !answer.every((id) => optionIDs.has(id))) {
    return invalidAnswer(
      `must be ${question.kind === 'single' ? 'one option' : 'options'} of this question`,
    );
  }
  if (question.kind === 'single') {
    return answer.length === 1 ? { answer } : invalidAnswer('must be one option of this question');
  }
  if (new Set(answer).size !== answer.length) return invalidAnswer('must not repeat an option');
  return { answer: answer.length === 0 ? null : answer };
}

/** A save checked against its question in the attempt's bank. */
export function checkAnswer(attempt: Attempt, QuestionID: number, answer: Answer): CheckedAnswer {
  const question = questionOf(attempt, QuestionID);
  return question ? checkAgainst(question, answer) : { error: notAQuestion };
}

/** A flag checked against the test: only its questions can be flagged. */
export const checkFlag = (attempt: Attempt, QuestionID: number): FieldError | null =>
  questionOf(attempt, QuestionID) ? null : notAQuestion;

/** What the server now holds for the question, and whether this change is what it holds. */
export type ChangeOutcome = { applied: boolean; seq: number };

/**
 * The sequence rule: a question keeps the change with the highest number, so a replayed, duplicate
 * or late-arriving older change is acknowledged without undoing a newer one.
 */
function applyChange<Held extends { seq: number }>(
  attempt: Attempt,
  held: Map<number, Held>,
  QuestionID: number,
  change: Held,
): ChangeOutcome {
  attempt.lastSeq = Math.max(attempt.lastSeq, change.seq);
  const current = held.get(QuestionID);
  if (current && change.seq <= current.seq) return { applied: false, seq: current.seq };
  held.set(QuestionID, change);
  attempt.lastQuestionID = QuestionID;
  return { applied: true, seq: change.seq };
}

/** Applies an answer under the sequence rule. */
export const applyAnswer = (attempt: Attempt, QuestionID: number, answer: Answer, seq: number) =>
  applyChange(attempt, attempt.answers, QuestionID, { answer, seq });

/** Applies a flag under the sequence rule; a flag holds its own seq, apart from the answer's. */
export const applyFlag = (attempt: Attempt, QuestionID: number, flagged: boolean, seq: number) =>
  applyChange(attempt, attempt.flags, QuestionID, { flagged, seq });
