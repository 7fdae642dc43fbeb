import type { TFunction } from 'i18next';
import type { StudentEvent } from '#openapi/events.ts';

type Job = { title: string; company: string };

/**
 * A corrected offer in the UI language (D33): a revision names the new CTC, a withdrawal the job.
 * Kept apart from the other kinds so the events of other decisions grow beside it.
 */
export function offerEventWords(
  event: StudentEvent & { kind: 'offerRevised' | 'offerWithdrawn' },
  t: TFunction,
  job: Job,
): string {
  if (event.kind === 'offerWithdrawn') return t('notifications.events.offerWithdrawn', job);
  return event.offer
    ? t('notifications.events.offerRevisedCtc', { ...job, ctc: event.offer.ctc })
    : t('notifications.events.offerRevised', job);
}

/** How and where an interview is held: its mode, and the meeting link or the venue when given. */
export function interviewPlaceWords(
  interview: NonNullable<StudentEvent['interview']>,
  t: TFunction,
) {
  const mode = t(`recruitment.interviewMode.${interview.mode}`);
  const place = interview.link ?? interview.venue;
  return place ? `${mode} (${place})` : mode;
}
