import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudentEvent } from '#openapi/events.ts';
import { links } from '../../../shared/routing/paths.ts';
import { formatDayTime } from '../../../shared/time/format-date.ts';
import { Tag } from '../../../shared/ui/antd.ts';
import { useMarkEventsRead } from '../api/mark-events-read.ts';
import { eventWords } from '../event-words.ts';
import './student-event-list.css';

/**
 * The student's events in the drawer (D26), newest first, each opening its job. Shown means read:
 * the unread ones are marked read on the server as they appear, and keep their "New" mark here
 * until the drawer closes, so the student still sees which ones are new.
 */
export function StudentEventList({ events }: { events: readonly StudentEvent[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { mutate: markRead } = useMarkEventsRead();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  // Sent once each: a refetch that still shows one (the marking failed) does not send it again.
  const sent = useRef(new Set<number>());

  useEffect(() => {
    const unread = events
      .filter((event) => !event.read && !sent.current.has(event.EventID))
      .map((event) => event.EventID);
    if (unread.length === 0) return;
    for (const id of unread) sent.current.add(id);
    setFresh((current) => new Set([...current, ...unread]));
    markRead({ EventIDs: unread });
  }, [events, markRead]);

  return (
    <section className="student-events" aria-labelledby={titleId}>
      <h2 id={titleId} className="student-events-title">
        {t('notifications.events.title')}
      </h2>
      <ul className="student-events-list">
        {events.map((event) => (
          <EventItem
            key={event.EventID}
            event={event}
            isNew={!event.read || fresh.has(event.EventID)}
          />
        ))}
      </ul>
    </section>
  );
}

function EventItem({ event, isNew }: { event: StudentEvent; isNew: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <li className={isNew ? 'student-event student-event-new' : 'student-event'}>
      <Link className="student-event-link" to={links.studentJob(event.job.slug)}>
        <span className="student-event-words">{eventWords(event, t, language)}</span>
        <span className="student-event-meta">
          <time dateTime={event.at}>{formatDayTime(event.at, language)}</time>
          {isNew ? <Tag color="blue">{t('notifications.events.new')}</Tag> : null}
        </span>
      </Link>
    </li>
  );
}
