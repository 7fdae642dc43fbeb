import { EventOps } from '#openapi/operations/events.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { viewerOf } from '../roles.ts';
import { eventsPage } from './events-page.ts';
import { studentEventOf } from './views.ts';

/** GET /events/v1/list: the student's events, newest first, with how many are unread (D26). */
export function studentEvents(app: StubApp, deps: StubDeps) {
  route(app, EventOps.studentEvents, ({ c, query, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role !== 'student') return refuse('ROLE_NOT_ALLOWED');
    const events = store.studentEvents.get(viewer.user.UserID) ?? [];
    return {
      message: 'Events',
      body: eventsPage(events, query, (event) => studentEventOf(store, event)),
    };
  });
}
