import { ApplicationOps } from '#openapi/operations/applications.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { offerChangeRefusal, offerCtcRefusal, reviseOffer } from '../offers.ts';
import { applicationDetailOf } from '../views.ts';
import { moveDetailErrors } from './move-details.ts';
import { posterOfApplication } from './poster-of-application.ts';

/**
 * POST /applications/v1/reviseOffer: the recruiter who posted the job gives the open offer new terms
 * and note, until the student answers (D33).
 */
export function applicationReviseOffer(app: StubApp, deps: StubDeps) {
  route(app, ApplicationOps.applicationReviseOffer, ({ c, body, refuse, invalid }) => {
    const found = posterOfApplication(deps.store, c.get('user'), body.ApplicationID);
    if ('refusal' in found) return refuse(found.refusal);
    const { viewer, application, job } = found;
    const errors = moveDetailErrors('offered', { offer: body.offer }, deps.now());
    if (errors.length > 0) return invalid(errors);
    const refusal =
      offerChangeRefusal(application) ??
      offerCtcRefusal(job, body.offer.ctc, body.confirmOutsideRange);
    if (refusal) return refuse(refusal);
    reviseOffer(deps.store, application, body.offer, {
      at: deps.now(),
      byUserID: viewer.user.UserID,
      note: body.note,
    });
    return {
      message: 'Offer revised',
      body: applicationDetailOf(deps.store, viewer, application),
    };
  });
}
