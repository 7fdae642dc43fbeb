import { ApplicationOps } from '#openapi/operations/applications.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { offerCtcRefusal } from '../offers.ts';
import { moveApplication, recruiterMoveRefusal } from '../stages.ts';
import { applicationDetailOf } from '../views.ts';
import { moveDetailErrors } from './move-details.ts';
import { posterOfApplication } from './poster-of-application.ts';

/**
 * POST /applications/v1/move: the recruiter who posted the job moves one application, from the
 * stage they saw it in (D21). A stale or illegal move, or one by anybody else, changes nothing; an
 * offer's CTC follows D33 (confirmed outside the posted range, never a typing error).
 */
export function applicationMove(app: StubApp, deps: StubDeps) {
  route(app, ApplicationOps.applicationMove, ({ c, body, refuse, invalid }) => {
    const { store } = deps;
    const found = posterOfApplication(store, c.get('user'), body.ApplicationID);
    if ('refusal' in found) return refuse(found.refusal);
    const { viewer, application, job } = found;
    const now = deps.now();
    const errors = moveDetailErrors(body.toStage, body, now);
    if (errors.length > 0) return invalid(errors);
    const refusal =
      recruiterMoveRefusal(application, job, body.fromStage, body.toStage) ??
      (body.offer ? offerCtcRefusal(job, body.offer.ctc, body.confirmOutsideRange) : null);
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
