import { EventOps } from '#openapi/operations/events.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { viewerOf } from '../roles.ts';

/** POST /events/v1/markRead: marks the student's own events read; anyone else's ids are ignored. */
export function markEventsRead(app: StubApp, deps: StubDeps) {
  route(app, EventOps.markEventsRead, ({ c, body, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role !== 'student') return refuse('ROLE_NOT_ALLOWED');
    const wanted = new Set(body.EventIDs);
    const events = store.studentEvents.get(viewer.user.UserID) ?? [];
    for (const event of events) if (wanted.has(event.EventID)) event.read = true;
    return {
      message: 'Events marked read',
      body: { unreadCount: events.filter((event) => !event.read).length },
    };
  });
}
