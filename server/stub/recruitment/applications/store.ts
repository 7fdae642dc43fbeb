import type { Interview, Offer, OfferChange, Stage } from '#openapi/applications.ts';
import type { SubmittedBy } from '#openapi/exam.ts';

/** One move of an application (D21); `byUserID` null is the system (a test's submission). */
export type HistoryRecord = {
  stage: Stage;
  at: number;
  byUserID: number | null;
  note: string | null;
  /** A revised or withdrawn offer (D33): the offer before and after. */
  offerChange?: OfferChange;
};

/** The outcome of the job's test, copied from the attempt when it is submitted. */
export type TestOutcomeRecord = {
  TestSessionID: string;
  score: number;
  maxScore: number;
  timeTaken: number;
  submittedAt: number;
  submittedBy: SubmittedBy;
};

export type ApplicationRecord = {
  ApplicationID: number;
  JobID: number;
  UserID: number;
  stage: Stage;
  appliedAt: number;
  updatedAt: number;
  history: HistoryRecord[];
  outcome: TestOutcomeRecord | null;
  interview: Interview | null;
  offer: Offer | null;
};

/**
 * The applications area's slice, indexed by job and by student so a stage page of a job with
 * thousands of applicants reads only that job's applications.
 */
export type ApplicationsStore = {
  applications: Map<number, ApplicationRecord>;
  applicationsByJob: Map<number, ApplicationRecord[]>;
  applicationsByStudent: Map<number, ApplicationRecord[]>;
  nextApplicationID: number;
};
