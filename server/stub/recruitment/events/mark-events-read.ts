import { EventOps } from '#openapi/operations/events.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { viewerOf } from '../roles.ts';

/**
 * POST /events/v1/markRead: marks the caller's own events read, a student's (D26) or a recruiter's
 * (D34); anyone else's ids and unknown ones are ignored, and `marked` counts only the caller's, so
 * a call that marked nothing says so.
 */
export function markEventsRead(app: StubApp, deps: StubDeps) {
  route(app, EventOps.markEventsRead, ({ c, body, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    const byPerson =
      viewer.role === 'student'
        ? store.studentEvents
        : viewer.role === 'recruiter'
          ? store.recruiterEvents
          : null;
    if (!byPerson) return refuse('ROLE_NOT_ALLOWED');
    const events: readonly { EventID: number; read: boolean }[] =
      byPerson.get(viewer.user.UserID) ?? [];
    const wanted = new Set(body.EventIDs);
    const mine = events.filter((event) => wanted.has(event.EventID));
    for (const event of mine) event.read = true;
    return {
      message: mine.length > 0 ? 'Events marked read' : 'No event was marked: none is yours',
      body: {
        marked: mine.length,
        unreadCount: events.filter((event) => !event.read).length,
      },
    };
  });
}
