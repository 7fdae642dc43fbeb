import { useTranslation } from 'react-i18next';
import type { RecruiterEvent } from '#openapi/events.ts';
import { links } from '../../../shared/routing/paths.ts';
import { recruiterEventWords } from '../recruiter-event-words.ts';
import { EventList } from './event-list.tsx';

/**
 * The recruiter's events on their own jobs (D34), each opening the job's pipeline on the stage
 * where the candidate is now.
 */
export function RecruiterEventList({ events }: { events: readonly RecruiterEvent[] }) {
  const { t } = useTranslation();
  return (
    <EventList
      title={t('notifications.recruiterEvents.title')}
      events={events}
      wordsOf={(event) => recruiterEventWords(event, t)}
      linkOf={(event) => links.pipelineStage(event.job.slug, event.stage)}
    />
  );
}
