import type { Result } from '#openapi/results.ts';
import { isoAt } from '../../context.ts';
import type { Store } from '../../store.ts';
import { jobTaskOf } from '../job-tests.ts';
import type { Viewer } from '../roles.ts';
import { className, instituteName, jobRefOf } from '../views.ts';
import type { ResultRow } from './select.ts';

/** One result as the list answers it; only its student gets the test to open its summary. */
export function resultOf(store: Store, viewer: Viewer, row: ResultRow): Result {
  const { application, job } = row;
  const { outcome } = application;
  const student = store.users.get(application.UserID);
  const task = viewer.user.UserID === application.UserID ? jobTaskOf(store, job.JobID) : undefined;
  return {
    ApplicationID: application.ApplicationID,
    job: jobRefOf(store, job.JobID),
    candidate: {
      UserID: application.UserID,
      displayName: student?.displayName ?? '',
      email: student?.email ?? '',
      instituteName: instituteName(student?.instituteID ?? null),
      className: className(student?.classID ?? null),
    },
    stage: application.stage,
    score: outcome.score,
    maxScore: outcome.maxScore,
    percentage: row.percentage,
    percentile: row.percentile,
    timeTaken: outcome.timeTaken,
    submittedAt: isoAt(outcome.submittedAt),
    submittedBy: outcome.submittedBy,
    minScore: job.minScore,
    cutoffPassed: row.cutoffPassed,
    test: task ? { TaskID: task.TaskID, CourseID: task.CourseID } : null,
  };
}
