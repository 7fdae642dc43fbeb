import { JobOps } from '#openapi/operations/jobs.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { canSeeJob, isPoster } from '../access.ts';
import { isStaff, viewerOf } from '../roles.ts';
import { jobDetailOf } from '../views.ts';
import { jobFieldsOf, jobInputErrors } from './job-input.ts';

const sameAssessment = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * POST /jobs/v1/update: replaces a job's fields, for the recruiter who posted it (D19). Its slug
 * stays, so links to it keep working; its test stays once published, since students may have it.
 */
export function jobUpdate(app: StubApp, deps: StubDeps) {
  route(app, JobOps.jobUpdate, ({ c, body, refuse, invalid }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (!isStaff(viewer)) return refuse('ROLE_NOT_ALLOWED');
    const { JobID, ...input } = body;
    const job = store.jobs.get(JobID);
    if (!job || !canSeeJob(store, viewer, job)) return refuse('JOB_NOT_FOUND');
    if (!isPoster(viewer, job)) return refuse('JOB_READ_ONLY');
    const fields = jobFieldsOf(input);
    const errors = jobInputErrors(input, fields);
    if (errors.length > 0) return invalid(errors);
    if (job.status !== 'draft' && !sameAssessment(fields.assessment, job.assessment)) {
      return refuse('ASSESSMENT_LOCKED');
    }
    const now = deps.now();
    Object.assign(job, fields, { updatedAt: now });
    return { message: 'Job saved', body: jobDetailOf(store, viewer, job, now) };
  });
}
