import type { EventsQuery } from '#openapi/events.ts';
import { pageOf } from '../paging.ts';

type Listed = { EventID: number; at: number; read: boolean };

/** One page of a person's events, newest first unless asked otherwise, with how many are unread. */
export function eventsPage<Event extends Listed, Item>(
  events: readonly Event[],
  query: EventsQuery,
  toItem: (event: Event) => Item,
) {
  const unreadCount = events.filter((event) => !event.read).length;
  const rows = events
    .filter((event) => query.unread === undefined || event.read === (query.unread === 'no'))
    .sort((a, b) =>
      query.order === 'asc'
        ? a.at - b.at || a.EventID - b.EventID
        : b.at - a.at || b.EventID - a.EventID,
    );
  return { ...pageOf(rows, query, toItem), unreadCount };
}
