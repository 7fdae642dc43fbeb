import { useTranslation } from 'react-i18next';
import type { StudentEvent } from '#openapi/events.ts';
import { links } from '../../../shared/routing/paths.ts';
import { eventWords } from '../event-words.ts';
import { EventList } from './event-list.tsx';

/** The student's events on their applications (D26), each opening its job. */
export function StudentEventList({ events }: { events: readonly StudentEvent[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <EventList
      title={t('notifications.events.title')}
      events={events}
      wordsOf={(event) => eventWords(event, t, language)}
      linkOf={(event) => links.studentJob(event.job.slug)}
    />
  );
}
