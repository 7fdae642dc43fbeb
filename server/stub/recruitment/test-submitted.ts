import type { Attempt, SubmissionListener } from '../exam/store.ts';
import type { Store } from '../store.ts';
import { applicationOf } from './access.ts';
import type { ApplicationRecord } from './applications/store.ts';
import { isBelowCutoff, outcomeOf, percentageOf } from './job-tests.ts';
import type { JobRecord } from './jobs/store.ts';
import { moveApplication } from './stages.ts';

/**
 * Gives the application its test's outcome and moves it from Test assigned to Test completed at the
 * moment of submission, noting the score and the cut-off (D21). An application withdrawn or
 * rejected meanwhile keeps the outcome and stays where it is.
 */
export function completeJobTest(
  store: Store,
  job: JobRecord,
  application: ApplicationRecord,
  attempt: Attempt & { submitted: NonNullable<Attempt['submitted']> },
) {
  const outcome = outcomeOf(attempt);
  application.outcome = outcome;
  if (application.stage !== 'testAssigned') return;
  const cutoff = isBelowCutoff(outcome, job) ? `; below the cut-off of ${job.minScore}%` : '';
  moveApplication(store, application, 'testCompleted', {
    at: outcome.submittedAt,
    byUserID: null,
    note: `Scored ${outcome.score} of ${outcome.maxScore} (${percentageOf(outcome)}%)${cutoff}`,
  });
}

/** The exam area's listener for submitted attempts: those of a job's test complete it. */
export const moveOnJobTestSubmitted: SubmissionListener = (examStore, attempt) => {
  // seedStore registers this listener on the whole store, so the exam area hands the whole one back.
  const store = examStore as Store;
  const task = store.tasks.find((candidate) => candidate.TaskID === attempt.TaskID);
  const job = task?.JobID === undefined ? undefined : store.jobs.get(task.JobID);
  const application = job && applicationOf(store, attempt.UserID, job.JobID);
  if (job && application) completeJobTest(store, job, application, attempt);
};
