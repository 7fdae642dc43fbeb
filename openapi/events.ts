import Type, { type Static } from 'typebox';
import { Interview, JobRef, Offer, Stage, YesNo } from './applications.ts';
import { Envelope } from './envelope.ts';
import { Id, Instant } from './fields.ts';
import { Page, pageQuery } from './paging.ts';

// A student's events (D26): what happened to their applications, beside the active test (D15).

export const StudentEventKind = Type.Union([
  Type.Literal('testAssigned'),
  Type.Literal('shortlisted'),
  Type.Literal('interviewScheduled'),
  Type.Literal('offerMade'),
  Type.Literal('rejected'),
  // Issue 27: the student's own submission of a job's test, told back as a receipt.
  Type.Literal('testSubmitted'),
  // An offer changed before the student answered (D33).
  Type.Literal('offerRevised'),
  Type.Literal('offerWithdrawn'),
]);
export type StudentEventKind = Static<typeof StudentEventKind>;

/** One event; it opens its job. */
export const StudentEvent = Type.Object({
  EventID: Id,
  kind: StudentEventKind,
  at: Instant,
  read: Type.Boolean(),
  ApplicationID: Id,
  job: JobRef,
  /** The interview scheduled, on an interviewScheduled event. */
  interview: Type.Union([Interview, Type.Null()]),
  /** The offer made (offerMade), as revised (offerRevised), or as withdrawn (offerWithdrawn). */
  offer: Type.Union([Offer, Type.Null()]),
  /** The event in English words; the SPA words it by `kind`. */
  message: Type.String(),
});
export type StudentEvent = Static<typeof StudentEvent>;

/** The caller's events, newest first; `unread=yes` for the unread ones only. */
export const EventsQuery = Type.Object({
  unread: Type.Optional(YesNo),
  ...pageQuery,
});
export type EventsQuery = Static<typeof EventsQuery>;

export const EventsPage = Type.Object({
  ...Page(StudentEvent).properties,
  /** The unread events in all: the bell's dot. */
  unreadCount: Type.Integer({ minimum: 0 }),
});
export type EventsPage = Static<typeof EventsPage>;

export const EventsResponse = Envelope(EventsPage);
export type EventsResponse = Static<typeof EventsResponse>;

// A recruiter's events (D34): what students did on the recruiter's own jobs (D19).

export const RecruiterEventKind = Type.Union([
  Type.Literal('applied'),
  Type.Literal('testSubmitted'),
  Type.Literal('offerAccepted'),
  Type.Literal('offerDeclined'),
  Type.Literal('withdrawn'),
]);
export type RecruiterEventKind = Static<typeof RecruiterEventKind>;

/** One event; it opens the job's pipeline on the stage where the candidate is now. */
export const RecruiterEvent = Type.Object({
  EventID: Id,
  kind: RecruiterEventKind,
  at: Instant,
  read: Type.Boolean(),
  ApplicationID: Id,
  job: JobRef,
  candidate: Type.Object({ UserID: Id, displayName: Type.String() }),
  /** The application's stage now, which the link opens the pipeline on. */
  stage: Stage,
  /** The event in English words; the SPA words it by `kind`. */
  message: Type.String(),
});
export type RecruiterEvent = Static<typeof RecruiterEvent>;

export const RecruiterEventsPage = Type.Object({
  ...Page(RecruiterEvent).properties,
  /** The unread events in all: the bell's dot. */
  unreadCount: Type.Integer({ minimum: 0 }),
});
export type RecruiterEventsPage = Static<typeof RecruiterEventsPage>;

export const RecruiterEventsResponse = Envelope(RecruiterEventsPage);
export type RecruiterEventsResponse = Static<typeof RecruiterEventsResponse>;

/** Marks these events read; ids that are not the caller's are ignored, and `marked` says so. */
export const MarkEventsReadRequest = Type.Object({
  EventIDs: Type.Array(Id, { minItems: 1, maxItems: 200 }),
});
export type MarkEventsReadRequest = Static<typeof MarkEventsReadRequest>;

export const MarkEventsReadResponse = Envelope(
  Type.Object({
    /** How many of the ids are the caller's events, all now read: 0 when none is. */
    marked: Type.Integer({ minimum: 0 }),
    unreadCount: Type.Integer({ minimum: 0 }),
  }),
);
export type MarkEventsReadResponse = Static<typeof MarkEventsReadResponse>;
