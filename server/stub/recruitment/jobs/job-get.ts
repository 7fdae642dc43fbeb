import { JobOps } from '#openapi/operations/jobs.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { canSeeJob } from '../access.ts';
import { viewerOf } from '../roles.ts';
import { jobDetailOf } from '../views.ts';

/** GET /jobs/v1/get: one job by its slug, as the caller's role sees it; an unseen job is unknown. */
export function jobGet(app: StubApp, deps: StubDeps) {
  route(app, JobOps.jobGet, ({ c, query, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role === 'none') return refuse('ROLE_NOT_ALLOWED');
    const JobID = store.jobIDBySlug.get(query.slug);
    const job = JobID === undefined ? undefined : store.jobs.get(JobID);
    if (!job || !canSeeJob(store, viewer, job)) return refuse('JOB_NOT_FOUND');
    return { message: 'Job', body: jobDetailOf(store, viewer, job, deps.now()) };
  });
}
