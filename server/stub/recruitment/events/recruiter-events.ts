import { EventOps } from '#openapi/operations/events.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { viewerOf } from '../roles.ts';
import { eventsPage } from './events-page.ts';
import { recruiterEventOf } from './views.ts';

/**
 * GET /events/v1/recruiter/list: the recruiter's events on the jobs they posted, newest first,
 * with how many are unread (D34). A client admin has none to read: the bell is the recruiter's.
 */
export function recruiterEvents(app: StubApp, deps: StubDeps) {
  route(app, EventOps.recruiterEvents, ({ c, query, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role !== 'recruiter') return refuse('ROLE_NOT_ALLOWED');
    const events = store.recruiterEvents.get(viewer.user.UserID) ?? [];
    return {
      message: 'Events',
      body: eventsPage(events, query, (event) => recruiterEventOf(store, event)),
    };
  });
}
