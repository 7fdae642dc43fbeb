import type { StatusCounts } from '#openapi/jobs.ts';
import { JobOps } from '#openapi/operations/jobs.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { jobAccess } from '../access.ts';
import { pageOf, sortRows } from '../paging.ts';
import { isStaff, viewerOf } from '../roles.ts';
import { jobSummaryOf, stageCountsOf } from '../views.ts';
import { matchesJob } from './job-filters.ts';
import type { JobRecord } from './store.ts';

/**
 * GET /jobs/v1/listCompanyJobs: the company's jobs for its recruiters (their own to work on, their
 * colleagues' to read) and its client admin (D14 /myjobs, /jobs; D19), newest change first.
 */
export function companyJobs(app: StubApp, deps: StubDeps) {
  route(app, JobOps.companyJobs, ({ c, query, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (!isStaff(viewer)) return refuse('ROLE_NOT_ALLOWED');
    const now = deps.now();
    const matching = [...store.jobs.values()].filter(
      (job) =>
        job.CompanyID === viewer.CompanyID &&
        (query.postedBy === undefined || job.postedBy === query.postedBy) &&
        matchesJob(job, query),
    );
    const statusCounts: StatusCounts = { draft: 0, open: 0, closed: 0 };
    for (const job of matching) statusCounts[job.status]++;
    const rows = matching.filter((job) => !query.status || job.status === query.status);
    const applicants = (job: JobRecord) => store.applicationsByJob.get(job.JobID)?.length ?? 0;
    const sort = query.sort ?? 'updatedAt';
    const key = {
      updatedAt: (job: JobRecord) => job.updatedAt,
      createdAt: (job: JobRecord) => job.createdAt,
      deadline: (job: JobRecord) => job.deadline,
      title: (job: JobRecord) => job.title.toLowerCase(),
      applicants,
    }[sort];
    const order = query.order ?? (sort === 'title' || sort === 'deadline' ? 'asc' : 'desc');
    const sorted = sortRows(rows, key, order, (job) => job.JobID);
    return {
      message: 'Jobs',
      body: {
        ...pageOf(sorted, query, (job) => ({
          job: jobSummaryOf(store, job),
          access: jobAccess(store, viewer, job, now),
          stageCounts: stageCountsOf(store, job.JobID),
          applicantCount: applicants(job),
        })),
        statusCounts,
      },
    };
  });
}
