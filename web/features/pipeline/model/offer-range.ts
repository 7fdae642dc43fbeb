import { offerTypingErrorFactor } from '#openapi/field-rules.ts';
import type { CtcRange } from '#openapi/jobs.ts';
import { ctc } from './move-checks.ts';

// An offer's CTC against the job's posted range (D33), as the server judges it: outside the range
// needs the recruiter's confirmation; above ten times its top is a typing error, never sent.

export const isOutsideRange = (range: CtcRange, lakh: number) =>
  lakh < range.min || lakh > range.max;

/** The CTC field's check for this job: a CTC at all, then not a typing error (in the server's words). */
export const offerCtc = (range: CtcRange) => (value: string) =>
  ctc(value) ??
  (Number(value) > range.max * offerTypingErrorFactor
    ? 'errors.refusal.CTC_TYPING_ERROR'
    : undefined);
