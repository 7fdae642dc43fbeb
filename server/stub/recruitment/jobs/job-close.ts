import { JobOps } from '#openapi/operations/jobs.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { jobDetailOf } from '../views.ts';
import { jobForStatusChange } from './job-status.ts';

/** POST /jobs/v1/close: no more applications; its candidates go on moving through the stages. */
export function jobClose(app: StubApp, deps: StubDeps) {
  route(app, JobOps.jobClose, ({ c, body, refuse }) => {
    const found = jobForStatusChange(deps.store, c.get('user'), body.JobID);
    if ('refusal' in found) return refuse(found.refusal);
    const { viewer, job } = found;
    if (job.status !== 'open') return refuse('JOB_NOT_OPEN');
    const now = deps.now();
    Object.assign(job, { status: 'closed', closedAt: now, updatedAt: now });
    return { message: 'Job closed', body: jobDetailOf(deps.store, viewer, job, now) };
  });
}
