import type { Stage } from '#openapi/applications.ts';
import type { RecruiterEventKind } from '#openapi/events.ts';
import type { Store } from '../store.ts';
import type { ApplicationRecord } from './applications/store.ts';
import type { RecruiterEventRecord } from './events/store.ts';

/**
 * The moves a job's recruiter hears of (D34): the students' own steps. An application's start is
 * told by createApplication, as it makes no move.
 */
const eventOfStage: Partial<Record<Stage, RecruiterEventKind>> = {
  testCompleted: 'testSubmitted',
  offerAccepted: 'offerAccepted',
  offerDeclined: 'offerDeclined',
  withdrawn: 'withdrawn',
};

/** Tells the recruiter who posted the job (D19: their own jobs) of a student's step on it. */
export function recordRecruiterEvent(
  store: Store,
  application: ApplicationRecord,
  kind: RecruiterEventKind,
  at: number,
) {
  const job = store.jobs.get(application.JobID);
  if (!job) return;
  const event: RecruiterEventRecord = {
    EventID: store.nextEventID++,
    UserID: job.postedBy,
    kind,
    at,
    read: false,
    ApplicationID: application.ApplicationID,
    JobID: application.JobID,
  };
  const events = store.recruiterEvents.get(job.postedBy);
  if (events) events.push(event);
  else store.recruiterEvents.set(job.postedBy, [event]);
}

/** Tells the recruiter of an application's move, when it is one they hear of. */
export function recordRecruiterMove(
  store: Store,
  application: ApplicationRecord,
  stage: Stage,
  at: number,
) {
  const kind = eventOfStage[stage];
  if (kind) recordRecruiterEvent(store, application, kind, at);
}
