import type { OfferTerms, Stage } from '#openapi/applications.ts';
import { offerTypingErrorFactor } from '#openapi/field-rules.ts';
import type { Store } from '../store.ts';
import type { ApplicationRecord } from './applications/store.ts';
import type { JobRecord } from './jobs/store.ts';
import { recordOfferEvent } from './student-events.ts';

// Offers can be corrected (D33): until the student answers, the job's recruiter revises or
// withdraws an offer; a CTC outside the job's posted range needs their confirmation, and one above
// ten times the range's top is refused as a typing error. Making the offer follows the same rule.

/**
 * Why this CTC may not be offered on `job`, or null when it may: above the typing-error bound
 * (never, whatever the confirmation), or outside the posted range without the recruiter's
 * confirmation.
 */
export function offerCtcRefusal(
  job: JobRecord,
  ctc: number,
  confirmOutsideRange = false,
): 'CTC_TYPING_ERROR' | 'CTC_OUTSIDE_RANGE' | null {
  if (ctc > job.ctc.max * offerTypingErrorFactor) return 'CTC_TYPING_ERROR';
  if ((ctc < job.ctc.min || ctc > job.ctc.max) && !confirmOutsideRange) return 'CTC_OUTSIDE_RANGE';
  return null;
}

/** Why the offer on this application cannot change now, or null when it can. */
export function offerChangeRefusal(
  application: ApplicationRecord,
): 'OFFER_ANSWERED' | 'NO_OPEN_OFFER' | null {
  if (application.stage === 'offerAccepted' || application.stage === 'offerDeclined') {
    return 'OFFER_ANSWERED';
  }
  if (application.stage !== 'offered' || !application.offer) return 'NO_OPEN_OFFER';
  return null;
}

type Change = { at: number; byUserID: number; note?: string };

/** Replaces the open offer's terms and note; the history keeps both, the student hears of it. */
export function reviseOffer(
  store: Store,
  application: ApplicationRecord,
  terms: OfferTerms,
  { at, byUserID, note }: Change,
) {
  const before = application.offer;
  if (!before) return;
  const trimmed = note?.trim() || null;
  const after = { ...terms, note: trimmed };
  application.offer = after;
  application.updatedAt = at;
  application.history.push({
    stage: application.stage,
    at,
    byUserID,
    note: trimmed,
    offerChange: { kind: 'revised', before, after: { ...after } },
  });
  recordOfferEvent(store, application, 'offerRevised', after, at);
}

/**
 * Takes the open offer back: the application returns to Interview, or to Shortlisted when it had no
 * interview. Only the offer's event is sent, not a second "interview scheduled".
 */
export function withdrawOffer(
  store: Store,
  application: ApplicationRecord,
  { at, byUserID, note }: Change,
) {
  const before = application.offer;
  if (!before) return;
  const to: Stage = application.interview ? 'interview' : 'shortlisted';
  application.stage = to;
  application.offer = null;
  application.updatedAt = at;
  application.history.push({
    stage: to,
    at,
    byUserID,
    note: note?.trim() || null,
    offerChange: { kind: 'withdrawn', before, after: null },
  });
  recordOfferEvent(store, application, 'offerWithdrawn', before, at);
}
