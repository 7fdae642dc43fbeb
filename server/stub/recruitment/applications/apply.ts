import { ApplicationOps } from '#openapi/operations/applications.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { applicationOf, canSeeJob } from '../access.ts';
import { createApplication } from '../applying.ts';
import { eligibilityOf } from '../eligibility.ts';
import { viewerOf } from '../roles.ts';
import { applicationDetailOf } from '../views.ts';

/**
 * POST /applications/v1/apply: one application per student and job, to an open job before its
 * deadline that the server finds them eligible for (D20, D21). A job with a test assigns it at once.
 */
export function applicationApply(app: StubApp, deps: StubDeps) {
  route(app, ApplicationOps.applicationApply, ({ c, body, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role !== 'student') return refuse('ROLE_NOT_ALLOWED');
    const job = store.jobs.get(body.JobID);
    if (!job || !canSeeJob(store, viewer, job)) return refuse('JOB_NOT_FOUND');
    if (applicationOf(store, viewer.user.UserID, job.JobID)) return refuse('ALREADY_APPLIED');
    if (job.status !== 'open') return refuse('JOB_NOT_OPEN');
    const now = deps.now();
    if (now > job.deadline) return refuse('APPLICATION_DEADLINE_PASSED');
    const { eligible, reasons } = eligibilityOf(store, viewer.user, job);
    if (!eligible) return refuse('NOT_ELIGIBLE', { reasons });
    const application = createApplication(store, job, viewer.user.UserID, now);
    return {
      message: job.assessment ? 'Applied; your test is ready' : 'Applied',
      body: applicationDetailOf(store, viewer, application),
    };
  });
}
