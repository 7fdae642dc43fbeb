import { ApplicationOps } from '#openapi/operations/applications.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { canSeeJob } from '../access.ts';
import { isBelowCutoff, percentageOf } from '../job-tests.ts';
import { pageOf, sortRows } from '../paging.ts';
import { isStaff, viewerOf } from '../roles.ts';
import { applicationSummaryOf, countsOf, stageCountsOf } from '../views.ts';
import type { ApplicationRecord } from './store.ts';

/**
 * GET /applications/v1/listCandidates: one page of a job's candidates (D14 /progress), filtered
 * and sorted by the server, with every stage's count. Reads only that job's applications, so a
 * drive with thousands of applicants answers as fast as a small one. An institute admin sees only
 * their own students' applications, and the counts over them (D22, D14 /alljobs), read-only.
 */
export function jobCandidates(app: StubApp, deps: StubDeps) {
  route(app, ApplicationOps.jobCandidates, ({ c, query, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (!isStaff(viewer) && viewer.role !== 'instituteAdmin') return refuse('ROLE_NOT_ALLOWED');
    const job = store.jobs.get(query.JobID);
    if (!job || !canSeeJob(store, viewer, job)) return refuse('JOB_NOT_FOUND');
    const ofJob = store.applicationsByJob.get(job.JobID) ?? [];
    const all =
      viewer.role === 'instituteAdmin'
        ? ofJob.filter(
            (application) =>
              store.users.get(application.UserID)?.instituteID === viewer.instituteID,
          )
        : ofJob;
    const needle = query.q?.trim().toLowerCase();
    const rows = all.filter((application) => {
      if (query.stage && application.stage !== query.stage) return false;
      const student = store.users.get(application.UserID);
      if (query.instituteID !== undefined && student?.instituteID !== query.instituteID)
        return false;
      if (query.classID !== undefined && student?.classID !== query.classID) return false;
      if (query.belowCutoff) {
        const below = application.outcome !== null && isBelowCutoff(application.outcome, job);
        if (below !== (query.belowCutoff === 'yes')) return false;
      }
      if (needle) {
        const text = `${student?.displayName ?? ''} ${student?.email ?? ''}`.toLowerCase();
        if (!text.includes(needle)) return false;
      }
      return true;
    });
    const sort = query.sort ?? 'appliedAt';
    const key = {
      appliedAt: (row: ApplicationRecord) => row.appliedAt,
      updatedAt: (row: ApplicationRecord) => row.updatedAt,
      name: (row: ApplicationRecord) =>
        (store.users.get(row.UserID)?.displayName ?? '').toLowerCase(),
      // No test yet sorts below every score.
      score: (row: ApplicationRecord) => (row.outcome ? percentageOf(row.outcome) : -1),
      cgpa: (row: ApplicationRecord) => store.academicRecords.get(row.UserID)?.cgpa ?? -1,
    }[sort];
    const order = query.order ?? (sort === 'name' ? 'asc' : 'desc');
    const sorted = sortRows(rows, key, order, (row) => row.ApplicationID);
    return {
      message: 'Candidates',
      body: {
        ...pageOf(sorted, query, (row) => applicationSummaryOf(store, viewer, row)),
        stageCounts:
          viewer.role === 'instituteAdmin' ? countsOf(all) : stageCountsOf(store, job.JobID),
      },
    };
  });
}
