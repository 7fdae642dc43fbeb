import { JobOps } from '#openapi/operations/jobs.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { jobDetailOf } from '../views.ts';
import { jobForStatusChange, openJob } from './job-status.ts';

/** POST /jobs/v1/reopen: a closed job takes applications again, until a deadline still ahead. */
export function jobReopen(app: StubApp, deps: StubDeps) {
  route(app, JobOps.jobReopen, ({ c, body, refuse }) => {
    const found = jobForStatusChange(deps.store, c.get('user'), body.JobID);
    if ('refusal' in found) return refuse(found.refusal);
    const { viewer, job } = found;
    const now = deps.now();
    if (job.status !== 'closed') return refuse('JOB_NOT_CLOSED');
    if (job.deadline <= now) return refuse('JOB_DEADLINE_PASSED');
    openJob(job, now);
    return { message: 'Job reopened', body: jobDetailOf(deps.store, viewer, job, now) };
  });
}
