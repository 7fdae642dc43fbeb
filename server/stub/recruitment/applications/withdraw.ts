import { ApplicationOps } from '#openapi/operations/applications.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { viewerOf } from '../roles.ts';
import { moveApplication, studentMoves } from '../stages.ts';
import { applicationDetailOf } from '../views.ts';

/** POST /applications/v1/withdraw: the student takes back their application, before an offer (D21). */
export function applicationWithdraw(app: StubApp, deps: StubDeps) {
  route(app, ApplicationOps.applicationWithdraw, ({ c, body, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role !== 'student') return refuse('ROLE_NOT_ALLOWED');
    const application = store.applications.get(body.ApplicationID);
    if (application?.UserID !== viewer.user.UserID) return refuse('APPLICATION_NOT_FOUND');
    // An application that has ended is told apart from one past its offer (issue 28).
    if (application.stage === 'withdrawn') return refuse('ALREADY_WITHDRAWN');
    if (application.stage === 'rejected') return refuse('ALREADY_REJECTED');
    if (!studentMoves(application.stage).includes('withdrawn')) return refuse('CANNOT_WITHDRAW');
    moveApplication(store, application, 'withdrawn', {
      at: deps.now(),
      byUserID: viewer.user.UserID,
      note: body.note,
    });
    return {
      message: 'Application withdrawn',
      body: applicationDetailOf(store, viewer, application),
    };
  });
}
