import type { Interview, OfferTerms, Stage } from '#openapi/applications.ts';
import type { FieldError } from '../../../contract/envelope.ts';
import { indiaDate } from '../generate.ts';

const isRealDate = (date: string) => new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

/**
 * What a move must carry (D21): an interview with a move to Interview (a link when online, on a day
 * not yet past in India), an offer with a move to Offered, and neither with any other move.
 */
export function moveDetailErrors(
  toStage: Stage,
  { interview, offer }: { interview?: Interview; offer?: OfferTerms },
  now: number,
): FieldError[] {
  const errors: FieldError[] = [];
  if (toStage === 'interview' && !interview) {
    errors.push({ field: '/interview', message: 'is required for a move to Interview' });
  }
  if (toStage !== 'interview' && interview) {
    errors.push({ field: '/interview', message: 'goes only with a move to Interview' });
  }
  if (toStage === 'offered' && !offer) {
    errors.push({ field: '/offer', message: 'is required for a move to Offered' });
  }
  if (toStage !== 'offered' && offer) {
    errors.push({ field: '/offer', message: 'goes only with a move to Offered' });
  }
  if (interview) {
    if (interview.mode === 'online' && !interview.link) {
      errors.push({ field: '/interview/link', message: 'is required for an online interview' });
    }
    if (interview.mode !== 'online' && interview.link) {
      errors.push({ field: '/interview/link', message: 'goes only with an online interview' });
    }
    if (!isRealDate(interview.date)) {
      errors.push({ field: '/interview/date', message: 'is not a day of the calendar' });
    } else if (interview.date < indiaDate(now)) {
      errors.push({ field: '/interview/date', message: 'must not be in the past' });
    }
  }
  if (offer?.joiningDate && !isRealDate(offer.joiningDate)) {
    errors.push({ field: '/offer/joiningDate', message: 'is not a day of the calendar' });
  }
  return errors;
}
