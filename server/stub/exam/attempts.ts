import { randomBytes } from 'node:crypto';
import type { Answer, SubmittedBy } from '#openapi/exam.ts';
import { GRACE_SECONDS } from '#openapi/operations/exam.ts';
import type { ActiveTestDetails } from '#openapi/user.ts';
import { courseBanks } from './question-bank.ts';
import type { Attempt, BankQuestion, CourseBank, ExamStore, TestTaskRecord } from './store.ts';

// The timed test's rules (D15) as plain functions of the store and the clock, so every route, the
// seed and the settling middleware apply the same ones.

const graceMs = GRACE_SECONDS * 1000;

/** The bank of a course, or undefined for a course that has none. */
export function bankOf(CourseID: number): CourseBank | undefined {
  return courseBanks.find((bank) => bank.CourseID === CourseID);
}

/** The bank of a task's course; tasks only exist for courses with one, so a miss is a bug. */
export function bankFor(CourseID: number): CourseBank {
  const bank = bankOf(CourseID);
  if (!bank) throw new Error(`No question bank for course ${CourseID}`);
  return bank;
}

/** The task of an attempt; tasks are never removed, so a miss is a bug. */
export function taskFor(store: ExamStore, TaskID: number): TestTaskRecord {
  const task = store.tasks.find((candidate) => candidate.TaskID === TaskID);
  if (!task) throw new Error(`No task ${TaskID}`);
  return task;
}

/** A new TestSessionID: opaque and unguessable, so one student cannot reach another's attempt. */
export const newTestSessionID = () => `ts_${randomBytes(18).toString('base64url')}`;

/** Whole seconds left before the deadline, rounded up so the last second still shows 1. */
export const remainingSeconds = (attempt: Attempt, now: number) =>
  Math.max(0, Math.ceil((attempt.deadline - now) / 1000));

const normalizedText = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

function isRight(question: BankQuestion, answer: Answer): boolean {
  if (answer === null) return false;
  if (typeof answer === 'string') {
    const given = normalizedText(answer);
    return question.correct.some((accepted) => normalizedText(String(accepted)) === given);
  }
  const chosen = new Set(answer);
  return (
    chosen.size === question.correct.length &&
    question.correct.every((id) => chosen.has(id as number))
  );
}

/** The sum of the marks of the questions answered right. */
export function scoreOf(attempt: Attempt): number {
  let score = 0;
  for (const question of bankFor(attempt.CourseID).questions) {
    const held = attempt.answers.get(question.QuestionID);
    if (held && isRight(question, held.answer)) score += question.marks;
  }
  return score;
}

/** An attempt that is closed for good. */
export type SubmittedAttempt = Attempt & { submitted: NonNullable<Attempt['submitted']> };

export const isSubmitted = (attempt: Attempt): attempt is SubmittedAttempt =>
  attempt.submitted !== null;

/** Closes an attempt for good, scoring what it holds, and tells the store's listeners. */
export function submitAttempt(
  store: ExamStore,
  attempt: Attempt,
  at: number,
  by: SubmittedBy,
): SubmittedAttempt {
  const submitted = Object.assign(attempt, { submitted: { at, by, score: scoreOf(attempt) } });
  for (const listener of store.submissionListeners) listener(store, submitted);
  return submitted;
}

/** Submits the attempt if it is past its deadline and grace, as the server would have back then. */
export function settleIfOverdue(store: ExamStore, attempt: Attempt, now: number) {
  if (!attempt.submitted && now > attempt.deadline + graceMs) {
    submitAttempt(store, attempt, attempt.deadline + graceMs, 'server');
  }
}

/**
 * Settles every overdue attempt. Run before each request, so no call (login, the bell, the task
 * list, the test itself) ever sees an attempt that should already be closed.
 */
export function settleOverdue(store: ExamStore, now: number) {
  for (const attempt of store.attempts) settleIfOverdue(store, attempt, now);
}

/** The caller's attempt at a task: a student sits each task once. */
export const attemptAt = (store: ExamStore, UserID: number, TaskID: number) =>
  store.attempts.find((attempt) => attempt.UserID === UserID && attempt.TaskID === TaskID);

/** The caller's own attempt with this id; another student's is as unknown as a made-up one. */
export const ownAttempt = (store: ExamStore, UserID: number, TestSessionID: string) =>
  store.attempts.find(
    (attempt) => attempt.UserID === UserID && attempt.TestSessionID === TestSessionID,
  );

/** The task, when it exists, is of that course and is assigned to the caller. */
export const assignedTask = (store: ExamStore, UserID: number, TaskID: number, CourseID: number) =>
  store.tasks.find(
    (task) =>
      task.TaskID === TaskID && task.CourseID === CourseID && task.assignedTo.includes(UserID),
  );

/** Starts an attempt whose deadline the server's clock sets; the starting tab is its writer. */
export function startAttempt(
  store: ExamStore,
  task: TestTaskRecord,
  UserID: number,
  writerID: string,
  now: number,
): Attempt {
  const attempt: Attempt = {
    TestSessionID: newTestSessionID(),
    UserID,
    TaskID: task.TaskID,
    CourseID: task.CourseID,
    startedAt: now,
    deadline: now + task.TotalDuration * 1000,
    answers: new Map(),
    flags: new Map(),
    lastQuestionID: null,
    lastSeq: 0,
    writerID,
    submitted: null,
  };
  store.attempts.push(attempt);
  return attempt;
}

/**
 * The caller's running test for the bell and the drawer; one whose time is up is no longer offered
 * even during the grace. With two running, the one that ends first is the more urgent.
 */
export function activeTestOf(
  store: ExamStore,
  UserID: number,
  now: number,
): ActiveTestDetails | null {
  const running = store.attempts
    .filter((attempt) => attempt.UserID === UserID && !attempt.submitted)
    .filter((attempt) => remainingSeconds(attempt, now) > 0)
    .sort((a, b) => a.deadline - b.deadline);
  const [attempt] = running;
  if (!attempt) return null;
  const task = taskFor(store, attempt.TaskID);
  return {
    TaskID: attempt.TaskID,
    CourseID: attempt.CourseID,
    TaskName: task.TaskName,
    RemainingTime: remainingSeconds(attempt, now),
    TotalDuration: task.TotalDuration,
    isShown: true,
  };
}
