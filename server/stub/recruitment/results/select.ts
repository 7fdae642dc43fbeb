import type { ResultsFilter, ResultsSort } from '#openapi/results.ts';
import type { Store } from '../../store.ts';
import { canSeeJob } from '../access.ts';
import type { ApplicationRecord, TestOutcomeRecord } from '../applications/store.ts';
import { indiaDate } from '../generate.ts';
import { isBelowCutoff, percentageOf } from '../job-tests.ts';
import type { JobRecord } from '../jobs/store.ts';
import { sortRows } from '../paging.ts';
import type { Viewer } from '../roles.ts';

// Which results a caller gets (D19, D22, D24) and their figures (D30), shared by the list and the
// CSV export so both answer exactly the same rows in the same order.

/** A submitted attempt of a job's test, with the job and its percentile among the test's takers. */
export type ResultRow = {
  application: ApplicationRecord & { outcome: TestOutcomeRecord };
  job: JobRecord;
  percentage: number;
  percentile: number;
  cutoffPassed: boolean;
};

const hasOutcome = (
  application: ApplicationRecord,
): application is ApplicationRecord & { outcome: TestOutcomeRecord } =>
  application.outcome !== null;

/** The first index in ascending `sorted` whose value is not below `value` (or, `after`, above it). */
function boundary(sorted: readonly number[], value: number, after: boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const here = sorted[middle] as number;
    if (here < value || (after && here === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * D30: 100 × (takers with a lower score + takers with the same score / 2) / takers, to one decimal;
 * `scores` are every taker's, ascending, the one scored among them.
 */
export function percentileOf(scores: readonly number[], score: number): number {
  const lower = boundary(scores, score, false);
  const same = boundary(scores, score, true) - lower;
  return Math.round(((lower + same / 2) / scores.length) * 1000) / 10;
}

/** Every taker's score of each job's test, ascending: read once per job a call touches. */
function takersOf(store: Store) {
  const byJob = new Map<number, number[]>();
  return (JobID: number) => {
    let scores = byJob.get(JobID);
    if (!scores) {
      scores = (store.applicationsByJob.get(JobID) ?? [])
        .flatMap((application) => (application.outcome ? [application.outcome.score] : []))
        .sort((a, b) => a - b);
      byJob.set(JobID, scores);
    }
    return scores;
  };
}

/** The applications whose results the viewer may see, by the jobs they come from. */
function visibleApplications(
  store: Store,
  viewer: Viewer,
  JobID: number | undefined,
): ApplicationRecord[] | 'JOB_NOT_FOUND' {
  if (viewer.role === 'student') {
    const own = store.applicationsByStudent.get(viewer.user.UserID) ?? [];
    return JobID === undefined ? own : own.filter((application) => application.JobID === JobID);
  }
  let jobs: JobRecord[];
  if (JobID !== undefined) {
    const job = store.jobs.get(JobID);
    if (!job || !canSeeJob(store, viewer, job)) return 'JOB_NOT_FOUND';
    jobs = [job];
  } else jobs = [...store.jobs.values()].filter((job) => canSeeJob(store, viewer, job));
  const all = jobs.flatMap((job) => store.applicationsByJob.get(job.JobID) ?? []);
  if (viewer.role !== 'instituteAdmin') return all;
  // An institute admin sees only the institute's own students (D22).
  return all.filter(
    (application) => store.users.get(application.UserID)?.instituteID === viewer.instituteID,
  );
}

/** Submitted on a day from `from` to `to` (India's time), either end open. */
const withinDates = (at: number, filter: ResultsFilter) => {
  // Most calls name no dates: spare them a date's formatting per row.
  if (!filter.from && !filter.to) return true;
  const day = indiaDate(at);
  return (!filter.from || day >= filter.from) && (!filter.to || day <= filter.to);
};

export type ResultsOrder = { sort?: ResultsSort; order?: 'asc' | 'desc' };

/**
 * The viewer's results matching the filter, sorted (ties by application, so pages are stable), or
 * the refusal when the filter names a job they cannot see. A student gets only their own.
 */
export function selectResults(
  store: Store,
  viewer: Viewer,
  filter: ResultsFilter & ResultsOrder,
): ResultRow[] | 'JOB_NOT_FOUND' {
  const visible = visibleApplications(store, viewer, filter.JobID);
  if (visible === 'JOB_NOT_FOUND') return visible;
  const takers = takersOf(store);
  const rows: ResultRow[] = [];
  for (const application of visible) {
    if (!hasOutcome(application)) continue;
    if (filter.stage && application.stage !== filter.stage) continue;
    const job = store.jobs.get(application.JobID);
    if (!job) continue;
    const percentage = percentageOf(application.outcome);
    if (filter.minPercentage !== undefined && percentage < filter.minPercentage) continue;
    if (filter.maxPercentage !== undefined && percentage > filter.maxPercentage) continue;
    const cutoffPassed = !isBelowCutoff(application.outcome, job);
    if (filter.cutoff && cutoffPassed !== (filter.cutoff === 'pass')) continue;
    if (!withinDates(application.outcome.submittedAt, filter)) continue;
    if (filter.instituteID !== undefined || filter.classID !== undefined) {
      const student = store.users.get(application.UserID);
      if (filter.instituteID !== undefined && student?.instituteID !== filter.instituteID) continue;
      if (filter.classID !== undefined && student?.classID !== filter.classID) continue;
    }
    const percentile = percentileOf(takers(job.JobID), application.outcome.score);
    rows.push({ application, job, percentage, percentile, cutoffPassed });
  }
  const sort = filter.sort ?? 'submittedAt';
  const key = {
    submittedAt: (row: ResultRow) => row.application.outcome.submittedAt,
    score: (row: ResultRow) => row.percentage,
    percentile: (row: ResultRow) => row.percentile,
    timeTaken: (row: ResultRow) => row.application.outcome.timeTaken,
    name: (row: ResultRow) =>
      (store.users.get(row.application.UserID)?.displayName ?? '').toLowerCase(),
  }[sort];
  const order = filter.order ?? (sort === 'name' ? 'asc' : 'desc');
  return sortRows(rows, key, order, (row) => row.application.ApplicationID);
}
