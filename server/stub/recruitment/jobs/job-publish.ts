import { JobOps } from '#openapi/operations/jobs.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { ensureJobTask } from '../job-tests.ts';
import { jobDetailOf } from '../views.ts';
import { jobForStatusChange, openJob } from './job-status.ts';

/** POST /jobs/v1/publish: a draft opens to its institutes, its test made ready (D13, D21). */
export function jobPublish(app: StubApp, deps: StubDeps) {
  route(app, JobOps.jobPublish, ({ c, body, refuse }) => {
    const found = jobForStatusChange(deps.store, c.get('user'), body.JobID);
    if ('refusal' in found) return refuse(found.refusal);
    const { viewer, job } = found;
    const now = deps.now();
    if (job.status !== 'draft') return refuse('JOB_NOT_DRAFT');
    if (job.deadline <= now) return refuse('JOB_DEADLINE_PASSED');
    openJob(job, now);
    ensureJobTask(deps.store, job);
    return { message: 'Job published', body: jobDetailOf(deps.store, viewer, job, now) };
  });
}
