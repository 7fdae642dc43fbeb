import type {
  Question,
  TestClock,
  TestResult,
  TestSession,
  TestTask,
  TestView,
} from '#openapi/exam.ts';
import type { StubAttempt } from '#openapi/stub.ts';
import {
  attemptAt,
  bankFor,
  isSubmitted,
  remainingSeconds,
  type SubmittedAttempt,
  taskFor,
} from './attempts.ts';
import type { Attempt, BankQuestion, CourseBank, ExamStore, TestTaskRecord } from './store.ts';

// What the timed test's calls answer, built from the store: never a field more than the contract's.

/** The figures a countdown needs; a submitted attempt has no time left. */
export function clockOf(attempt: Attempt, now: number): TestClock {
  return {
    status: attempt.submitted ? 'submitted' : 'running',
    deadline: attempt.deadline,
    serverTime: now,
    RemainingTime: attempt.submitted ? 0 : remainingSeconds(attempt, now),
  };
}

/** Copied field by field, so what counts as right never reaches the student's browser. */
const questionForStudent = ({
  QuestionID,
  kind,
  text,
  options,
  marks,
}: BankQuestion): Question => ({
  QuestionID,
  kind,
  text,
  options: options.map(({ OptionID, text: optionText }) => ({ OptionID, text: optionText })),
  marks,
});

const byQuestion = (a: { QuestionID: number }, b: { QuestionID: number }) =>
  a.QuestionID - b.QuestionID;

const savedAnswers = (attempt: Attempt) =>
  [...attempt.answers].map(([QuestionID, held]) => ({ QuestionID, ...held })).sort(byQuestion);

const savedFlags = (attempt: Attempt) =>
  [...attempt.flags].map(([QuestionID, held]) => ({ QuestionID, ...held })).sort(byQuestion);

/** A running attempt as the test screen resumes it. */
export function sessionOf(attempt: Attempt, now: number): TestSession {
  return {
    TestSessionID: attempt.TestSessionID,
    startedAt: attempt.startedAt,
    ...clockOf(attempt, now),
    questions: bankFor(attempt.CourseID).questions.map(questionForStudent),
    answers: savedAnswers(attempt),
    flags: savedFlags(attempt),
    lastQuestionID: attempt.lastQuestionID,
    lastSeq: attempt.lastSeq,
  };
}

/** A score as a percentage of the marks, to one decimal (D24): the one rule every result uses. */
export const percentOf = (score: number, maxScore: number) =>
  Math.round((score / maxScore) * 1000) / 10;

const totalMarks = (bank: CourseBank) =>
  bank.questions.reduce((sum, question) => sum + question.marks, 0);

/** The outcome of a submitted attempt; time taken stops at the deadline, grace is not counted. */
export function resultOf(store: ExamStore, attempt: SubmittedAttempt): TestResult {
  const bank = bankFor(attempt.CourseID);
  const { at, by, score } = attempt.submitted;
  const maxScore = totalMarks(bank);
  const percentage = percentOf(score, maxScore);
  const minScore = store.cutoffOf?.(store, attempt.TaskID) ?? null;
  return {
    TestSessionID: attempt.TestSessionID,
    TaskID: attempt.TaskID,
    CourseID: attempt.CourseID,
    TaskName: taskFor(store, attempt.TaskID).TaskName,
    score,
    maxScore,
    answered: [...attempt.answers.values()].filter((held) => held.answer !== null).length,
    questionCount: bank.questions.length,
    timeTaken: Math.round((Math.min(at, attempt.deadline) - attempt.startedAt) / 1000),
    submittedAt: at,
    submittedBy: by,
    percentage,
    cutoff: minScore === null ? null : { minScore, passed: percentage >= minScore },
  };
}

/** A task in the caller's list, with how far they are with it. */
export function testTaskOf(
  store: ExamStore,
  task: TestTaskRecord,
  UserID: number,
  now: number,
): TestTask {
  const bank = bankFor(task.CourseID);
  const attempt = attemptAt(store, UserID, task.TaskID);
  const status = !attempt ? 'notStarted' : attempt.submitted ? 'submitted' : 'running';
  return {
    TaskID: task.TaskID,
    CourseID: task.CourseID,
    TaskName: task.TaskName,
    courseName: bank.courseName,
    TotalDuration: task.TotalDuration,
    questionCount: bank.questions.length,
    totalMarks: totalMarks(bank),
    status,
    RemainingTime: attempt && status === 'running' ? remainingSeconds(attempt, now) : null,
  };
}

/** What the test screen shows: the instructions (neither), the running session, or the result. */
export function viewOf(
  store: ExamStore,
  task: TestTaskRecord,
  UserID: number,
  now: number,
): TestView {
  const attempt = attemptAt(store, UserID, task.TaskID);
  return {
    task: testTaskOf(store, task, UserID, now),
    session: attempt && !isSubmitted(attempt) ? sessionOf(attempt, now) : null,
    result: attempt && isSubmitted(attempt) ? resultOf(store, attempt) : null,
  };
}

/** An attempt as QA reads it: everything the server holds. */
export function stubAttemptOf(attempt: Attempt): StubAttempt {
  return {
    TestSessionID: attempt.TestSessionID,
    TaskID: attempt.TaskID,
    CourseID: attempt.CourseID,
    status: attempt.submitted ? 'submitted' : 'running',
    startedAt: attempt.startedAt,
    deadline: attempt.deadline,
    writerID: attempt.writerID,
    answers: savedAnswers(attempt),
    flags: savedFlags(attempt),
    submittedBy: attempt.submitted?.by ?? null,
    score: attempt.submitted?.score ?? null,
  };
}
