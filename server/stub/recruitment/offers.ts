import type { OfferTerms, Stage } from '#openapi/applications.ts';
import { offerTypingErrorFactor } from '#openapi/field-rules.ts';
import type { Store } from '../store.ts';
import type { ApplicationRecord } from './applications/store.ts';
import type { JobRecord } from './jobs/store.ts';
import { moveApplication } from './stages.ts';
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

/** The student's accepted offer other than on `application`, if they hold one (D27: at most one). */
export function heldOffer(store: Store, application: ApplicationRecord): ApplicationRecord | null {
  const own = store.applicationsByStudent.get(application.UserID) ?? [];
  return (
    own.find(
      (other) =>
        other.ApplicationID !== application.ApplicationID && other.stage === 'offerAccepted',
    ) ?? null
  );
}

/**
 * D27: accepting the offer on `accepting` declines the one the student holds, with a note naming
 * the new job; the declined job's recruiter hears of it as of any decline (D34).
 */
export function declineHeldOffer(
  store: Store,
  accepting: ApplicationRecord,
  { at, byUserID }: Omit<Change, 'note'>,
) {
  const held = heldOffer(store, accepting);
  if (!held) return;
  const job = store.jobs.get(accepting.JobID);
  const company = job ? store.companies.get(job.CompanyID) : undefined;
  const named = job ? `${job.title}${company ? ` at ${company.name}` : ''}` : 'another job';
  moveApplication(store, held, 'offerDeclined', {
    at,
    byUserID,
    note: `Declined on accepting the offer for ${named}`,
  });
}
