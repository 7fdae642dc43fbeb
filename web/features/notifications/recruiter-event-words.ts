import type { TFunction } from 'i18next';
import type { RecruiterEvent } from '#openapi/events.ts';

/**
 * A recruiter's event in the UI language (D34), by its kind, with the candidate and the job; the
 * server's own `message` is English only.
 */
export function recruiterEventWords(event: RecruiterEvent, t: TFunction): string {
  return t(`notifications.recruiterEvents.${event.kind}`, {
    name: event.candidate.displayName,
    title: event.job.title,
  });
}
