import type { Answer, Question, SubmittedBy } from '#openapi/exam.ts';

/** A question of a course's bank, with what counts as right: OptionIDs, or accepted short texts. */
export type BankQuestion = Question & { correct: number[] | string[] };

/** A course and its question bank (D15). */
export type CourseBank = { CourseID: number; courseName: string; questions: BankQuestion[] };

/** A test: one course, a length, and the users it is assigned to. */
export type TestTaskRecord = {
  TaskID: number;
  CourseID: number;
  TaskName: string;
  TotalDuration: number;
  assignedTo: number[];
  /** The job whose test this is (one task per job, D21); absent for a test of no job. */
  JobID?: number;
};

/** One student's sitting of a task; its remaining time is always derived from `deadline` and the clock. */
export type Attempt = {
  TestSessionID: string;
  UserID: number;
  TaskID: number;
  CourseID: number;
  startedAt: number;
  deadline: number;
  answers: Map<number, { answer: Answer; seq: number }>;
  flags: Map<number, { flagged: boolean; seq: number }>;
  lastQuestionID: number | null;
  lastSeq: number;
  /** The tab that opened the attempt last: the only one whose changes are taken. */
  writerID: string | null;
  submitted: { at: number; by: SubmittedBy; score: number } | null;
};

/**
 * Told of each attempt as it is submitted, with the store it lives in: the recruitment core moves
 * the application of a job's test to Test completed (D21). Plain functions of the store, so a reset
 * store keeps them.
 */
export type SubmissionListener = (
  store: ExamStore,
  attempt: Attempt & { submitted: NonNullable<Attempt['submitted']> },
) => void;

/** The exam area's slice of the store: the assigned tests and their attempts. */
export type ExamStore = {
  tasks: TestTaskRecord[];
  attempts: Attempt[];
  nextTaskID: number;
  submissionListeners: SubmissionListener[];
  /**
   * The minimum percentage of a task's test, when it has one: a job's test has its job's (D21), set
   * by the recruitment core, which knows the jobs. A result states it with its pass or fail (D24).
   */
  cutoffOf?: (store: ExamStore, TaskID: number) => number | null;
};
