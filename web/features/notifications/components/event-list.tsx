import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDayTime } from '../../../shared/time/format-date.ts';
import { Tag } from '../../../shared/ui/antd.ts';
import { useMarkEventsRead } from '../api/mark-events-read.ts';
import './event-list.css';

/** What the list needs of an event, a student's (D26) or a recruiter's (D34). */
type ListedEvent = { EventID: number; at: string; read: boolean };

type EventListProps<Event extends ListedEvent> = {
  title: string;
  events: readonly Event[];
  /** The event in the UI language. */
  wordsOf: (event: Event) => string;
  /** Where the event leads: the student's job, the recruiter's pipeline. */
  linkOf: (event: Event) => string;
};

/**
 * The caller's events in the drawer, newest first, each a link. Shown means read: the unread ones
 * are marked read on the server as they appear, and keep their "New" mark here until the drawer
 * closes, so the reader still sees which ones are new.
 */
export function EventList<Event extends ListedEvent>({
  title,
  events,
  wordsOf,
  linkOf,
}: EventListProps<Event>) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
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
    <section className="bell-events" aria-labelledby={titleId}>
      <h2 id={titleId} className="bell-events-title">
        {title}
      </h2>
      <ul className="bell-events-list">
        {events.map((event) => {
          const isNew = !event.read || fresh.has(event.EventID);
          return (
            <li key={event.EventID} className={isNew ? 'bell-event bell-event-new' : 'bell-event'}>
              <Link className="bell-event-link" to={linkOf(event)}>
                <span className="bell-event-words">{wordsOf(event)}</span>
                <span className="bell-event-meta">
                  <time dateTime={event.at}>{formatDayTime(event.at, language)}</time>
                  {isNew ? <Tag color="blue">{t('notifications.events.new')}</Tag> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
