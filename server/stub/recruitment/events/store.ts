import type { Interview, Offer } from '#openapi/applications.ts';
import type { RecruiterEventKind, StudentEventKind } from '#openapi/events.ts';

export type EventRecord = {
  EventID: number;
  UserID: number;
  kind: StudentEventKind;
  at: number;
  read: boolean;
  ApplicationID: number;
  JobID: number;
  interview: Interview | null;
  offer: Offer | null;
};

/** A recruiter's event (D34): a student did something on one of the recruiter's jobs. */
export type RecruiterEventRecord = {
  EventID: number;
  /** The recruiter told: the job's poster (D19: their own jobs). */
  UserID: number;
  kind: RecruiterEventKind;
  at: number;
  read: boolean;
  ApplicationID: number;
  JobID: number;
};

/**
 * The events area's slice: each student's events (D26) and each recruiter's (D34), oldest first,
 * numbered from one counter.
 */
export type EventsStore = {
  studentEvents: Map<number, EventRecord[]>;
  recruiterEvents: Map<number, RecruiterEventRecord[]>;
  nextEventID: number;
};
