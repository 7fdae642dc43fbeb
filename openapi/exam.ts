import Type, { type Static } from 'typebox';
import { Envelope } from './envelope.ts';
import { percentMax } from './field-rules.ts';
import { Id, Opaque } from './fields.ts';

// The timed test (D15): courses hold question banks, a task is a test of one course with a length,
// an attempt is one student's sitting of a task. The server's clock rules every figure of time.

/** Words in English, and in Tamil where the bank has them; the SPA falls back to English. */
export const LocalizedText = Type.Object({
  en: Type.String({ minLength: 1 }),
  tn: Type.Optional(Type.String({ minLength: 1 })),
});
export type LocalizedText = Static<typeof LocalizedText>;

export const QuestionKind = Type.Union([
  Type.Literal('single'),
  Type.Literal('multiple'),
  Type.Literal('text'),
]);
export type QuestionKind = Static<typeof QuestionKind>;

export const QuestionOption = Type.Object({ OptionID: Id, text: LocalizedText });
export type QuestionOption = Static<typeof QuestionOption>;

/** A question as the student sees it: never with its correct answer. */
export const Question = Type.Object({
  QuestionID: Id,
  kind: QuestionKind,
  text: LocalizedText,
  /** The choices of a single or multiple choice question; empty for a short text answer. */
  options: Type.Array(QuestionOption),
  marks: Type.Integer({ minimum: 1 }),
});
export type Question = Static<typeof Question>;

/**
 * An answer: the chosen OptionIDs (one for a single choice question), the typed text of a short
 * answer, or null once the student clears it.
 */
export const Answer = Type.Union([
  Type.Array(Id, { maxItems: 20 }),
  Type.String({ maxLength: 1000 }),
  Type.Null(),
]);
export type Answer = Static<typeof Answer>;

/**
 * The client's sequence number of a change, increasing with every change the student makes in one
 * attempt. The server keeps, per question, the change with the highest one: a replayed, duplicate
 * or out-of-order save is acknowledged and ignored.
 */
export const ChangeSeq = Type.Integer({ minimum: 1, maximum: 2 ** 40 });

export const SavedAnswer = Type.Object({ QuestionID: Id, answer: Answer, seq: ChangeSeq });
export type SavedAnswer = Static<typeof SavedAnswer>;

export const SavedFlag = Type.Object({ QuestionID: Id, flagged: Type.Boolean(), seq: ChangeSeq });
export type SavedFlag = Static<typeof SavedFlag>;

/** A browser tab's id: the attempt accepts changes from the tab that opened it last only. */
export const WriterID = Opaque;

/** Epoch milliseconds of the server's clock. */
export const EpochMs = Type.Integer({
  minimum: 0,
  description: 'Epoch milliseconds, server clock',
});

export const TestStatus = Type.Union([
  Type.Literal('notStarted'),
  Type.Literal('running'),
  Type.Literal('submitted'),
]);
export type TestStatus = Static<typeof TestStatus>;

/** A test assigned to the caller, and how far they are with it. */
export const TestTask = Type.Object({
  TaskID: Id,
  CourseID: Id,
  TaskName: Type.String(),
  courseName: Type.String(),
  TotalDuration: Type.Integer({ minimum: 1, description: 'Length of the test in seconds' }),
  questionCount: Type.Integer({ minimum: 1 }),
  totalMarks: Type.Integer({ minimum: 1 }),
  status: TestStatus,
  RemainingTime: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'Seconds left while running, else null',
  }),
});
export type TestTask = Static<typeof TestTask>;

/** The server's clock for a running attempt: what the client counts down from (D15). */
export const TestClock = Type.Object({
  status: TestStatus,
  deadline: EpochMs,
  serverTime: EpochMs,
  RemainingTime: Type.Integer({ minimum: 0, description: 'Seconds left, from the server clock' }),
});
export type TestClock = Static<typeof TestClock>;

/** A running attempt: its questions, what the server holds of the student's work, and its clock. */
export const TestSession = Type.Object({
  TestSessionID: Opaque,
  startedAt: EpochMs,
  ...TestClock.properties,
  questions: Type.Array(Question),
  answers: Type.Array(SavedAnswer),
  flags: Type.Array(SavedFlag),
  /** The question the student last changed, where a resumed attempt reopens. */
  lastQuestionID: Type.Union([Id, Type.Null()]),
  /** The highest change number the server has seen: a new tab numbers its changes after it. */
  lastSeq: Type.Integer({ minimum: 0 }),
});
export type TestSession = Static<typeof TestSession>;

export const SubmittedBy = Type.Union([
  Type.Literal('student'),
  Type.Literal('timeUp'),
  Type.Literal('server'),
]);
export type SubmittedBy = Static<typeof SubmittedBy>;

/** A submitted attempt's outcome. */
export const TestResult = Type.Object({
  TestSessionID: Opaque,
  TaskID: Id,
  CourseID: Id,
  TaskName: Type.String(),
  score: Type.Integer({ minimum: 0 }),
  maxScore: Type.Integer({ minimum: 1 }),
  answered: Type.Integer({ minimum: 0 }),
  questionCount: Type.Integer({ minimum: 1 }),
  timeTaken: Type.Integer({ minimum: 0, description: 'Seconds from start to submission' }),
  submittedAt: EpochMs,
  /** The student pressed Submit, their screen submitted at zero, or the server did after the grace. */
  submittedBy: SubmittedBy,
  /** score / maxScore × 100, to one decimal (D24). */
  percentage: Type.Number({ minimum: 0, maximum: percentMax }),
  /**
   * The cut-off of a job's test (D21, D24): the job's minimum percentage and whether this result is
   * at or above it; null for a test of no job or a job without a minimum.
   */
  cutoff: Type.Union([
    Type.Object({
      minScore: Type.Number({ minimum: 0, maximum: percentMax }),
      passed: Type.Boolean(),
    }),
    Type.Null(),
  ]),
});
export type TestResult = Static<typeof TestResult>;

/** One task as the test screen needs it: instructions (no session), the questions, or the result. */
export const TestView = Type.Object({
  task: TestTask,
  session: Type.Union([TestSession, Type.Null()]),
  result: Type.Union([TestResult, Type.Null()]),
});
export type TestView = Static<typeof TestView>;

export const TestTasksResponse = Envelope(Type.Array(TestTask));
export type TestTasksResponse = Static<typeof TestTasksResponse>;

export const TestOpenRequest = Type.Object({ CourseID: Id, TaskID: Id, writerID: WriterID });
export type TestOpenRequest = Static<typeof TestOpenRequest>;

export const TestViewResponse = Envelope(TestView);
export type TestViewResponse = Static<typeof TestViewResponse>;

export const TestSessionQuery = Type.Object({ TestSessionID: Opaque });
export type TestSessionQuery = Static<typeof TestSessionQuery>;

export const TestClockResponse = Envelope(TestClock);
export type TestClockResponse = Static<typeof TestClockResponse>;

export const SaveAnswerRequest = Type.Object({
  TestSessionID: Opaque,
  writerID: WriterID,
  QuestionID: Id,
  answer: Answer,
  seq: ChangeSeq,
});
export type SaveAnswerRequest = Static<typeof SaveAnswerRequest>;

export const FlagRequest = Type.Object({
  TestSessionID: Opaque,
  writerID: WriterID,
  QuestionID: Id,
  flagged: Type.Boolean(),
  seq: ChangeSeq,
});
export type FlagRequest = Static<typeof FlagRequest>;

/** A change acknowledged: `applied` false when the server already held a newer one. */
export const ChangeAck = Type.Object({
  applied: Type.Boolean(),
  QuestionID: Id,
  /** The change number the server now holds for this question. */
  seq: ChangeSeq,
  ...TestClock.properties,
});
export type ChangeAck = Static<typeof ChangeAck>;

export const ChangeAckResponse = Envelope(ChangeAck);
export type ChangeAckResponse = Static<typeof ChangeAckResponse>;

export const SubmitRequest = Type.Object({
  TestSessionID: Opaque,
  writerID: WriterID,
  reason: Type.Union([Type.Literal('student'), Type.Literal('timeUp')]),
  /** Changes the server has not acknowledged yet, applied (newest wins) before submitting. */
  answers: Type.Array(SavedAnswer, { maxItems: 500 }),
  flags: Type.Array(SavedFlag, { maxItems: 500 }),
});
export type SubmitRequest = Static<typeof SubmitRequest>;

export const TestResultResponse = Envelope(TestResult);
export type TestResultResponse = Static<typeof TestResultResponse>;
