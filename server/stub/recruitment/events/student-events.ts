import { EventOps } from '#openapi/operations/events.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { pageOf } from '../paging.ts';
import { viewerOf } from '../roles.ts';
import { studentEventOf } from './views.ts';

/** GET /events/v1/list: the student's events, newest first, with how many are unread (D26). */
export function studentEvents(app: StubApp, deps: StubDeps) {
  route(app, EventOps.studentEvents, ({ c, query, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role !== 'student') return refuse('ROLE_NOT_ALLOWED');
    const events = store.studentEvents.get(viewer.user.UserID) ?? [];
    const unreadCount = events.filter((event) => !event.read).length;
    const rows = events
      .filter((event) => query.unread === undefined || event.read === (query.unread === 'no'))
      .sort((a, b) =>
        query.order === 'asc'
          ? a.at - b.at || a.EventID - b.EventID
          : b.at - a.at || b.EventID - a.EventID,
      );
    return {
      message: 'Events',
      body: { ...pageOf(rows, query, (event) => studentEventOf(store, event)), unreadCount },
    };
  });
}
