import type { StudentEvent } from '#openapi/events.ts';
import { isoAt } from '../../context.ts';
import type { Store } from '../../store.ts';
import { jobRefOf } from '../views.ts';
import type { EventRecord } from './store.ts';

/** An event as the drawer lists it, in English words (the SPA words it by kind). */
export function studentEventOf(store: Store, event: EventRecord): StudentEvent {
  const job = jobRefOf(store, event.JobID);
  const role = `${job.title} at ${job.companyName}`;
  const message = {
    testAssigned: `Your test for ${role} is ready`,
    shortlisted: `You are shortlisted for ${role}`,
    interviewScheduled: event.interview
      ? `Your interview for ${role} is on ${event.interview.date} at ${event.interview.time}`
      : `Your interview for ${role} is scheduled`,
    offerMade: event.offer
      ? `${job.companyName} offers you ${job.title} at ${event.offer.ctc} LPA`
      : `${job.companyName} offers you ${job.title}`,
    rejected: `Your application for ${role} was not taken forward`,
  }[event.kind];
  return {
    EventID: event.EventID,
    kind: event.kind,
    at: isoAt(event.at),
    read: event.read,
    ApplicationID: event.ApplicationID,
    job,
    interview: event.interview && { ...event.interview },
    offer: event.offer && { ...event.offer },
    message,
  };
}
