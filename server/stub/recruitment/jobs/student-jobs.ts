import { JobOps } from '#openapi/operations/jobs.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { applicationOf, takesApplications } from '../access.ts';
import { eligibilityOf } from '../eligibility.ts';
import { pageOf, sortRows } from '../paging.ts';
import { viewerOf } from '../roles.ts';
import { jobSummaryOf } from '../views.ts';
import { matchesJob } from './job-filters.ts';

/**
 * GET /jobs/v1/listStudentJobs: the jobs open to the student's institute that take applications now
 * (D14 /jobs, D20): the eligible ones, or the others with their reasons, and how many of each.
 */
export function studentJobs(app: StubApp, deps: StubDeps) {
  route(app, JobOps.studentJobs, ({ c, query, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role !== 'student') return refuse('ROLE_NOT_ALLOWED');
    const now = deps.now();
    const rows = [...store.jobs.values()]
      .filter(
        (job) =>
          takesApplications(job, now) &&
          job.eligibility.instituteIDs.includes(viewer.instituteID) &&
          (query.minCtc === undefined || job.ctc.max >= query.minCtc) &&
          matchesJob(job, query),
      )
      .map((job) => ({ job, eligibility: eligibilityOf(store, viewer.user, job) }));
    const eligibleTotal = rows.filter((row) => row.eligibility.eligible).length;
    const wanted = (query.eligibility ?? 'eligible') === 'eligible';
    type Row = (typeof rows)[number];
    const sort = query.sort ?? 'deadline';
    const key = {
      deadline: (row: Row) => row.job.deadline,
      publishedAt: (row: Row) => row.job.publishedAt ?? 0,
      ctc: (row: Row) => row.job.ctc.max,
    }[sort];
    const order = query.order ?? (sort === 'deadline' ? 'asc' : 'desc');
    const sorted = sortRows(
      rows.filter((row) => row.eligibility.eligible === wanted),
      key,
      order,
      (row) => row.job.JobID,
    );
    return {
      message: 'Jobs',
      body: {
        ...pageOf(sorted, query, ({ job, eligibility }) => {
          const mine = applicationOf(store, viewer.user.UserID, job.JobID);
          return {
            job: jobSummaryOf(store, job),
            eligibility,
            myApplication: mine ? { ApplicationID: mine.ApplicationID, stage: mine.stage } : null,
          };
        }),
        eligibleTotal,
        notEligibleTotal: rows.length - eligibleTotal,
      },
    };
  });
}
