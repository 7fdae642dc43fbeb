import { ApplicationOps } from '#openapi/operations/applications.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { offerChangeRefusal, withdrawOffer } from '../offers.ts';
import { applicationDetailOf } from '../views.ts';
import { posterOfApplication } from './poster-of-application.ts';

/**
 * POST /applications/v1/withdrawOffer: the recruiter who posted the job takes back the open offer,
 * until the student answers; the application returns to Interview, or Shortlisted without one (D33).
 */
export function applicationWithdrawOffer(app: StubApp, deps: StubDeps) {
  route(app, ApplicationOps.applicationWithdrawOffer, ({ c, body, refuse }) => {
    const found = posterOfApplication(deps.store, c.get('user'), body.ApplicationID);
    if ('refusal' in found) return refuse(found.refusal);
    const { viewer, application } = found;
    const refusal = offerChangeRefusal(application);
    if (refusal) return refuse(refusal);
    withdrawOffer(deps.store, application, {
      at: deps.now(),
      byUserID: viewer.user.UserID,
      note: body.note,
    });
    return {
      message: 'Offer withdrawn',
      body: applicationDetailOf(deps.store, viewer, application),
    };
  });
}
