import { attemptAt, bankFor } from '../exam/attempts.ts';
import type { Attempt, ExamStore, TestTaskRecord } from '../exam/store.ts';
import { percentOf } from '../exam/views.ts';
import type { Store } from '../store.ts';
import type { TestOutcomeRecord } from './applications/store.ts';
import type { JobRecord } from './jobs/store.ts';

// A job's test is a task of the timed test (D15, D21): one task per job, of the job's course and
// length, assigned to each student as they apply.

/** Job tests are numbered apart from the seeded and QA-assigned tests, which count up from 201. */
const jobTaskBase = 1_000_000;

export const jobTaskID = (JobID: number) => jobTaskBase + JobID;

export const jobTaskOf = (store: Store, JobID: number): TestTaskRecord | undefined =>
  store.tasks.find((task) => task.TaskID === jobTaskID(JobID));

/** The job's task, made the first time it is needed; a job without an assessment has none. */
export function ensureJobTask(store: Store, job: JobRecord): TestTaskRecord | undefined {
  if (!job.assessment) return undefined;
  const existing = jobTaskOf(store, job.JobID);
  if (existing) return existing;
  const company = store.companies.get(job.CompanyID)?.name ?? '';
  const task: TestTaskRecord = {
    TaskID: jobTaskID(job.JobID),
    CourseID: job.assessment.CourseID,
    TaskName: `${job.title} — ${company}`,
    TotalDuration: job.assessment.durationMinutes * 60,
    assignedTo: [],
    JobID: job.JobID,
  };
  store.tasks.push(task);
  return task;
}

/** Assigns the job's test to the student: it appears in their test/v1/tasks. */
export function assignJobTest(store: Store, job: JobRecord, UserID: number) {
  const task = ensureJobTask(store, job);
  if (task && !task.assignedTo.includes(UserID)) task.assignedTo.push(UserID);
}

/** Takes back a test the student never started (withdrawn or rejected first); a started one stays. */
export function takeBackUnstartedTest(store: Store, JobID: number, UserID: number) {
  const task = jobTaskOf(store, JobID);
  if (!task || attemptAt(store, UserID, task.TaskID)) return;
  task.assignedTo = task.assignedTo.filter((id) => id !== UserID);
}

/** Whether the student has the job's test to take or has taken it. */
export function hasJobTest(store: Store, JobID: number, UserID: number): boolean {
  const task = jobTaskOf(store, JobID);
  return task?.assignedTo.includes(UserID) ?? false;
}

/** The figures of a submitted attempt, as the application keeps them. */
export function outcomeOf(
  attempt: Attempt & { submitted: NonNullable<Attempt['submitted']> },
): TestOutcomeRecord {
  const { at, by, score } = attempt.submitted;
  return {
    TestSessionID: attempt.TestSessionID,
    score,
    maxScore: bankFor(attempt.CourseID).questions.reduce(
      (sum, question) => sum + question.marks,
      0,
    ),
    // As the test's own result counts it: up to the deadline, the grace not counted.
    timeTaken: Math.round((Math.min(at, attempt.deadline) - attempt.startedAt) / 1000),
    submittedAt: at,
    submittedBy: by,
  };
}

/** The score as a percentage of the marks, to one decimal. */
export const percentageOf = (outcome: TestOutcomeRecord) =>
  percentOf(outcome.score, outcome.maxScore);

/** The exam area's `cutoffOf`: a job's test has its job's minimum score (D21). */
export function jobTestCutoff(examStore: ExamStore, TaskID: number): number | null {
  // seedStore sets this on the whole store, so the exam area hands the whole one back.
  const store = examStore as Store;
  const JobID = store.tasks.find((task) => task.TaskID === TaskID)?.JobID;
  return (JobID === undefined ? undefined : store.jobs.get(JobID)?.minScore) ?? null;
}

/** Under the job's minimum score (D21): marked, while the recruiter still decides. */
export const isBelowCutoff = (outcome: TestOutcomeRecord, job: JobRecord) =>
  job.minScore !== null && percentageOf(outcome) < job.minScore;
