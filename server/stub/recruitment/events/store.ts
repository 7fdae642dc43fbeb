import type { Interview, Offer } from '#openapi/applications.ts';
import type { StudentEventKind } from '#openapi/events.ts';

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

/** The events area's slice: each student's events (D26), oldest first. */
export type EventsStore = {
  studentEvents: Map<number, EventRecord[]>;
  nextEventID: number;
};
