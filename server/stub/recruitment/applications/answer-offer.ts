import { ApplicationOps } from '#openapi/operations/applications.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { viewerOf } from '../roles.ts';
import { moveApplication } from '../stages.ts';
import { applicationDetailOf } from '../views.ts';

/** POST /applications/v1/answerOffer: the student accepts the offer (and is placed, D25) or declines it. */
export function applicationAnswerOffer(app: StubApp, deps: StubDeps) {
  route(app, ApplicationOps.applicationAnswerOffer, ({ c, body, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role !== 'student') return refuse('ROLE_NOT_ALLOWED');
    const application = store.applications.get(body.ApplicationID);
    if (application?.UserID !== viewer.user.UserID) return refuse('APPLICATION_NOT_FOUND');
    if (application.stage !== 'offered') return refuse('NO_OFFER');
    moveApplication(store, application, body.accept ? 'offerAccepted' : 'offerDeclined', {
      at: deps.now(),
      byUserID: viewer.user.UserID,
      note: body.note,
    });
    return {
      message: body.accept ? 'Offer accepted' : 'Offer declined',
      body: applicationDetailOf(store, viewer, application),
    };
  });
}
