import { ApplicationOps } from '#openapi/operations/applications.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { canSeeApplication, isPoster } from '../access.ts';
import { isStaff, viewerOf } from '../roles.ts';
import { moveApplication, recruiterMoveRefusal } from '../stages.ts';
import { applicationDetailOf } from '../views.ts';
import { moveDetailErrors } from './move-details.ts';

/**
 * POST /applications/v1/move: the recruiter who posted the job moves one application, from the
 * stage they saw it in (D21). A stale or illegal move, or one by anybody else, changes nothing.
 */
export function applicationMove(app: StubApp, deps: StubDeps) {
  route(app, ApplicationOps.applicationMove, ({ c, body, refuse, invalid }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (!isStaff(viewer)) return refuse('ROLE_NOT_ALLOWED');
    const application = store.applications.get(body.ApplicationID);
    const job = application && store.jobs.get(application.JobID);
    if (!application || !job || !canSeeApplication(store, viewer, application)) {
      return refuse('APPLICATION_NOT_FOUND');
    }
    if (!isPoster(viewer, job)) return refuse('JOB_READ_ONLY');
    const now = deps.now();
    const errors = moveDetailErrors(body.toStage, body, now);
    if (errors.length > 0) return invalid(errors);
    const refusal = recruiterMoveRefusal(application, job, body.fromStage, body.toStage);
    if (refusal) return refuse(refusal);
    moveApplication(store, application, body.toStage, {
      at: now,
      byUserID: viewer.user.UserID,
      note: body.note,
      interview: body.interview,
      offer: body.offer,
    });
    return { message: 'Application moved', body: applicationDetailOf(store, viewer, application) };
  });
}
