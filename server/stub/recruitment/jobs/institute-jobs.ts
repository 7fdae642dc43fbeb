import { JobOps } from '#openapi/operations/jobs.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { pageOf, sortRows } from '../paging.ts';
import { viewerOf } from '../roles.ts';
import { instituteFiguresOf, jobSummaryOf, studentsOf } from '../views.ts';
import { matchesJob } from './job-filters.ts';

/**
 * GET /jobs/v1/listInstituteJobs: the published jobs open to the institute admin's institute, with
 * how many of its students may apply and have (D14 /alljobs); the open ones unless asked for closed.
 */
export function instituteJobs(app: StubApp, deps: StubDeps) {
  route(app, JobOps.instituteJobs, ({ c, query, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role !== 'instituteAdmin') return refuse('ROLE_NOT_ALLOWED');
    const status = query.status ?? 'open';
    const students = studentsOf(store, viewer.instituteID);
    const rows = [...store.jobs.values()]
      .filter(
        (job) =>
          job.status === status &&
          job.eligibility.instituteIDs.includes(viewer.instituteID) &&
          matchesJob(job, query),
      )
      .map((job) => ({ job, ...instituteFiguresOf(store, students, viewer.instituteID, job) }));
    type Row = (typeof rows)[number];
    const sort = query.sort ?? 'deadline';
    const key = {
      deadline: (row: Row) => row.job.deadline,
      publishedAt: (row: Row) => row.job.publishedAt ?? 0,
      ctc: (row: Row) => row.job.ctc.max,
      eligible: (row: Row) => row.eligibleCount,
      applicants: (row: Row) => row.applicantCount,
    }[sort];
    const order = query.order ?? (sort === 'deadline' ? 'asc' : 'desc');
    const sorted = sortRows(rows, key, order, (row) => row.job.JobID);
    return {
      message: 'Jobs',
      body: pageOf(sorted, query, ({ job, eligibleCount, applicantCount }) => ({
        job: jobSummaryOf(store, job),
        eligibleCount,
        applicantCount,
      })),
    };
  });
}
