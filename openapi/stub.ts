import Type, { type Static } from 'typebox';
import { Bookmark } from './bookmark.ts';
import { EmptyBody, Envelope } from './envelope.ts';
import { EpochMs, SavedAnswer, SavedFlag, SubmittedBy, TestStatus, WriterID } from './exam.ts';
import { Email, Id, Instant, Opaque, SingleLine } from './fields.ts';
import { Note } from './notes.ts';
import { PageVisit } from './task.ts';

// The stub backend's QA surface (D10): not part of the real backend, absent when the stub is off.

export const StubResetResponse = Envelope(EmptyBody);
export type StubResetResponse = Static<typeof StubResetResponse>;

/** Moves the stub's clock forward (QA): waits, expiries and deadlines pass without waiting them out. */
export const StubClockRequest = Type.Object({
  advanceSeconds: Type.Integer({ minimum: 1, maximum: 30 * 24 * 60 * 60 }),
});
export type StubClockRequest = Static<typeof StubClockRequest>;

/** The stub's time after the move, epoch ms, and how far ahead of the machine's clock it now runs. */
export const StubClockResponse = Envelope(
  Type.Object({ now: Type.Integer(), aheadSeconds: Type.Integer({ minimum: 0 }) }),
);
export type StubClockResponse = Static<typeof StubClockResponse>;

export const StubOutboxQuery = Type.Object({ email: Email });
export type StubOutboxQuery = Static<typeof StubOutboxQuery>;

/** A mail the stub "sent"; `otp` repeats the code of the text so tests need not parse it. */
export const StubMail = Type.Object({
  to: Email,
  subject: Type.String(),
  text: Type.String(),
  otp: Type.String(),
  sentAt: Instant,
});
export type StubMail = Static<typeof StubMail>;

export const StubOutboxResponse = Envelope(Type.Array(StubMail));
export type StubOutboxResponse = Static<typeof StubOutboxResponse>;

/** A page visit as received by task/v1/saveURL, with who sent it and when. */
export const StubVisit = Type.Object({
  email: Email,
  UserSessionID: Type.String(),
  url: PageVisit.properties.url,
  time: PageVisit.properties.time,
  receivedAt: Instant,
});
export type StubVisit = Static<typeof StubVisit>;

export const StubVisitsResponse = Envelope(Type.Array(StubVisit));
export type StubVisitsResponse = Static<typeof StubVisitsResponse>;

/** A bookmark as stored by bookmark/v1/createBookmark, with its owner's email. */
export const StubBookmark = Type.Object({ email: Email, ...Bookmark.properties });
export type StubBookmark = Static<typeof StubBookmark>;

export const StubBookmarksResponse = Envelope(Type.Array(StubBookmark));
export type StubBookmarksResponse = Static<typeof StubBookmarksResponse>;

/** A note as stored by notes/v1/createNotes, with its owner's email. */
export const StubNote = Type.Object({ email: Email, ...Note.properties });
export type StubNote = Static<typeof StubNote>;

export const StubNotesResponse = Envelope(Type.Array(StubNote));
export type StubNotesResponse = Static<typeof StubNotesResponse>;

/** A test for QA to assign: a short one lets a browser story see time run out. */
export const StubAssignTestRequest = Type.Object({
  email: Email,
  CourseID: Id,
  TaskName: SingleLine({ minLength: 1, maxLength: 200 }),
  TotalDuration: Type.Integer({ minimum: 1, maximum: 86_400, description: 'Seconds' }),
});
export type StubAssignTestRequest = Static<typeof StubAssignTestRequest>;

export const StubAssignTestResponse = Envelope(Type.Object({ TaskID: Id, CourseID: Id }));
export type StubAssignTestResponse = Static<typeof StubAssignTestResponse>;

export const StubAttemptsQuery = Type.Object({ email: Email });
export type StubAttemptsQuery = Static<typeof StubAttemptsQuery>;

/** An attempt as the server holds it, read without touching its writer or its clock. */
export const StubAttempt = Type.Object({
  TestSessionID: Opaque,
  TaskID: Id,
  CourseID: Id,
  status: TestStatus,
  startedAt: EpochMs,
  deadline: EpochMs,
  writerID: Type.Union([WriterID, Type.Null()]),
  answers: Type.Array(SavedAnswer),
  flags: Type.Array(SavedFlag),
  submittedBy: Type.Union([SubmittedBy, Type.Null()]),
  score: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type StubAttempt = Static<typeof StubAttempt>;

export const StubAttemptsResponse = Envelope(Type.Array(StubAttempt));
export type StubAttemptsResponse = Static<typeof StubAttemptsResponse>;
