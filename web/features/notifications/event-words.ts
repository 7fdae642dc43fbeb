import type { TFunction } from 'i18next';
import type { StudentEvent } from '#openapi/events.ts';
import { formatCalendarDate } from '../../shared/time/format-date.ts';
import { interviewPlaceWords, offerEventWords } from './offer-event-words.ts';

/**
 * An event in the UI language (D26), by its kind and with its job; the server's own `message` is
 * English only. An interview says when and where, an offer says the CTC, where the event carries them.
 */
export function eventWords(event: StudentEvent, t: TFunction, language: string): string {
  const job = { title: event.job.title, company: event.job.companyName };
  switch (event.kind) {
    case 'interviewScheduled':
      return event.interview
        ? t('notifications.events.interviewScheduledOn', {
            ...job,
            date: formatCalendarDate(event.interview.date, language),
            time: event.interview.time,
            place: interviewPlaceWords(event.interview, t),
          })
        : t('notifications.events.interviewScheduled', job);
    case 'offerMade':
      return event.offer
        ? t('notifications.events.offerMadeCtc', { ...job, ctc: event.offer.ctc })
        : t('notifications.events.offerMade', job);
    case 'testAssigned':
      return t('notifications.events.testAssigned', job);
    case 'shortlisted':
      return t('notifications.events.shortlisted', job);
    case 'rejected':
      return t('notifications.events.rejected', job);
    case 'testSubmitted':
      return t('notifications.events.testSubmitted', job);
    // D33: a corrected offer.
    case 'offerRevised':
    case 'offerWithdrawn':
      return offerEventWords({ ...event, kind: event.kind }, t, job);
  }
}
