import { ApplicationOps } from '#openapi/operations/applications.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { declineHeldOffer } from '../offers.ts';
import { viewerOf } from '../roles.ts';
import { moveApplication } from '../stages.ts';
import { applicationDetailOf } from '../views.ts';

/**
 * POST /applications/v1/answerOffer: the student accepts the offer (and is placed, D25) or declines
 * it. Accepting while holding another accepted offer declines that one in the same call (D27); the
 * route's journal puts both back should the call fail.
 */
export function applicationAnswerOffer(app: StubApp, deps: StubDeps) {
  route(app, ApplicationOps.applicationAnswerOffer, ({ c, body, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role !== 'student') return refuse('ROLE_NOT_ALLOWED');
    const application = store.applications.get(body.ApplicationID);
    if (application?.UserID !== viewer.user.UserID) return refuse('APPLICATION_NOT_FOUND');
    if (application.stage !== 'offered') return refuse('NO_OFFER');
    const at = deps.now();
    const byUserID = viewer.user.UserID;
    if (body.accept) declineHeldOffer(store, application, { at, byUserID });
    moveApplication(store, application, body.accept ? 'offerAccepted' : 'offerDeclined', {
      at,
      byUserID,
      note: body.note,
    });
    return {
      message: body.accept ? 'Offer accepted' : 'Offer declined',
      body: applicationDetailOf(store, viewer, application),
    };
  });
}
