import { JobOps } from '#openapi/operations/jobs.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { viewerOf } from '../roles.ts';
import { slugFor } from '../slug.ts';
import { jobDetailOf } from '../views.ts';
import { jobFieldsOf, jobInputErrors } from './job-input.ts';
import type { JobRecord } from './store.ts';

/** POST /jobs/v1/create: a recruiter's new job, a draft only their company sees (D13, D19). */
export function jobCreate(app: StubApp, deps: StubDeps) {
  route(app, JobOps.jobCreate, ({ c, body, refuse, invalid }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role !== 'recruiter') return refuse('ROLE_NOT_ALLOWED');
    const fields = jobFieldsOf(body);
    const errors = jobInputErrors(body, fields);
    if (errors.length > 0) return invalid(errors);
    const now = deps.now();
    const JobID = store.nextJobID++;
    const job: JobRecord = {
      JobID,
      slug: slugFor(fields.title, JobID),
      CompanyID: viewer.CompanyID,
      postedBy: viewer.user.UserID,
      ...fields,
      status: 'draft',
      createdAt: now,
      updatedAt: now,
      publishedAt: null,
      closedAt: null,
    };
    store.jobs.set(JobID, job);
    store.jobIDBySlug.set(job.slug, JobID);
    return { message: 'Job saved as a draft', body: jobDetailOf(store, viewer, job, now) };
  });
}
