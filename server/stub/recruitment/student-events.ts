import type { Offer, Stage } from '#openapi/applications.ts';
import type { StudentEventKind } from '#openapi/events.ts';
import type { Store } from '../store.ts';
import type { ApplicationRecord } from './applications/store.ts';
import type { EventRecord } from './events/store.ts';

/**
 * The moves a student hears of (D26), and their test's submission as a receipt (issue 27); their
 * other own moves make no event.
 */
const eventOfStage: Partial<Record<Stage, StudentEventKind>> = {
  testAssigned: 'testAssigned',
  testCompleted: 'testSubmitted',
  shortlisted: 'shortlisted',
  interview: 'interviewScheduled',
  offered: 'offerMade',
  rejected: 'rejected',
};

/** Tells the student of their application's move, when it is one they hear of. */
export function recordStudentEvent(
  store: Store,
  application: ApplicationRecord,
  stage: Stage,
  at: number,
  read = false,
) {
  const kind = eventOfStage[stage];
  if (!kind) return;
  addEvent(store, {
    EventID: store.nextEventID++,
    UserID: application.UserID,
    kind,
    at,
    read,
    ApplicationID: application.ApplicationID,
    JobID: application.JobID,
    interview: kind === 'interviewScheduled' ? application.interview : null,
    offer: kind === 'offerMade' ? application.offer : null,
  });
}

/** Tells the student their offer was revised (with the new terms) or withdrawn (with the old) (D33). */
export function recordOfferEvent(
  store: Store,
  application: ApplicationRecord,
  kind: 'offerRevised' | 'offerWithdrawn',
  offer: Offer,
  at: number,
) {
  addEvent(store, {
    EventID: store.nextEventID++,
    UserID: application.UserID,
    kind,
    at,
    read: false,
    ApplicationID: application.ApplicationID,
    JobID: application.JobID,
    interview: null,
    offer: { ...offer },
  });
}

function addEvent(store: Store, event: EventRecord) {
  const events = store.studentEvents.get(event.UserID);
  if (events) events.push(event);
  else store.studentEvents.set(event.UserID, [event]);
}
