import type { Interview } from '#openapi/applications.ts';
import type { RecruiterEvent, StudentEvent } from '#openapi/events.ts';
import { isoAt } from '../../context.ts';
import type { Store } from '../../store.ts';
import { jobRefOf } from '../views.ts';
import type { EventRecord, RecruiterEventRecord } from './store.ts';

/** What every event the drawer lists says, a student's or a recruiter's. */
function listedOf<Event extends EventRecord | RecruiterEventRecord>(store: Store, event: Event) {
  return {
    EventID: event.EventID,
    kind: event.kind as Event['kind'],
    at: isoAt(event.at),
    read: event.read,
    ApplicationID: event.ApplicationID,
    job: jobRefOf(store, event.JobID),
  };
}

const modeWords = { onCampus: 'on campus', online: 'online', office: 'at the office' } as const;

/** How and where the interview is held: the mode, with the meeting link or the venue when given. */
function whereOf(interview: Interview): string {
  const place = interview.link ?? interview.venue;
  return place ? `${modeWords[interview.mode]} (${place})` : modeWords[interview.mode];
}

/** An event as the drawer lists it, in English words (the SPA words it by kind). */
export function studentEventOf(store: Store, event: EventRecord): StudentEvent {
  const job = jobRefOf(store, event.JobID);
  const role = `${job.title} at ${job.companyName}`;
  const offered = event.offer ? ` at ${event.offer.ctc} LPA` : '';
  const message = {
    testAssigned: `Your test for ${role} is ready`,
    shortlisted: `You are shortlisted for ${role}`,
    interviewScheduled: event.interview
      ? `Your interview for ${role} is on ${event.interview.date} at ${event.interview.time}, ${whereOf(event.interview)}`
      : `Your interview for ${role} is scheduled`,
    offerMade: `${job.companyName} offers you ${job.title}${offered}`,
    rejected: `Your application for ${role} was not taken forward`,
    testSubmitted: `Your test for ${role} is submitted`,
    offerRevised: `${job.companyName} revised its offer for ${job.title}${event.offer ? `: now ${event.offer.ctc} LPA` : ''}`,
    offerWithdrawn: `${job.companyName} withdrew its offer for ${job.title}`,
  }[event.kind];
  return {
    ...listedOf(store, event),
    interview: event.interview && { ...event.interview },
    offer: event.offer && { ...event.offer },
    message,
  };
}

/** A recruiter's event as the drawer lists it (D34), in English words; it opens the pipeline. */
export function recruiterEventOf(store: Store, event: RecruiterEventRecord): RecruiterEvent {
  const job = jobRefOf(store, event.JobID);
  const application = store.applications.get(event.ApplicationID);
  const student = application && store.users.get(application.UserID);
  const name = student?.displayName ?? '';
  const message = {
    applied: `${name} applied for ${job.title}`,
    testSubmitted: `${name} submitted the test for ${job.title}`,
    offerAccepted: `${name} accepted your offer for ${job.title}`,
    offerDeclined: `${name} declined your offer for ${job.title}`,
    withdrawn: `${name} withdrew their application for ${job.title}`,
  }[event.kind];
  return {
    ...listedOf(store, event),
    candidate: { UserID: application?.UserID ?? 0, displayName: name },
    stage: application?.stage ?? 'applied',
    message,
  };
}
