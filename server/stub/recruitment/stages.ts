import type { Interview, OfferTerms, Stage } from '#openapi/applications.ts';
import type { Store } from '../store.ts';
import type { ApplicationRecord } from './applications/store.ts';
import { assignJobTest, takeBackUnstartedTest } from './job-tests.ts';
import type { JobRecord } from './jobs/store.ts';
import { recordRecruiterMove } from './recruiter-events.ts';
import { recordStudentEvent } from './student-events.ts';

// The stages of an application and who may move it where (D21):
//   Applied → Test assigned → Test completed → Shortlisted → Interview → Offered →
//   Offer accepted | Offer declined; Applied → Shortlisted for a job without an assessment;
//   Rejected from any stage before an answer to an offer; Withdrawn by the student before Offered.

/** Every stage in the order the pipeline shows them. */
export { stages } from '#openapi/stages.ts';

/** The stages a student may still withdraw from. */
const beforeOffer: readonly Stage[] = [
  'applied',
  'testAssigned',
  'testCompleted',
  'shortlisted',
  'interview',
];

/**
 * Where the job's recruiter may move an application from `stage`. Test assigned is the application's
 * own move and Test completed the test's (its submission); the answers to an offer and withdrawing
 * are the student's. Interview to Interview schedules another round (or moves the one set); the
 * latest details stand.
 */
export function recruiterMoves(stage: Stage, job: JobRecord): Stage[] {
  switch (stage) {
    case 'applied':
      // Only a job without a test leaves an application at Applied: one with a test assigns it as
      // the student applies.
      return job.assessment ? ['rejected'] : ['shortlisted', 'rejected'];
    case 'testAssigned':
      return ['rejected'];
    case 'testCompleted':
      return ['shortlisted', 'rejected'];
    case 'shortlisted':
      return ['interview', 'rejected'];
    case 'interview':
      return ['interview', 'offered', 'rejected'];
    case 'offered':
      return ['rejected'];
    default:
      return [];
  }
}

/** Where the student may move their own application from `stage`. */
export function studentMoves(stage: Stage): Stage[] {
  if (beforeOffer.includes(stage)) return ['withdrawn'];
  if (stage === 'offered') return ['offerAccepted', 'offerDeclined'];
  return [];
}

/** What a move carries: when and by whom, its note, and an interview or an offer where they apply. */
export type MoveDetails = {
  at: number;
  /** The person who moved it; null for the system. */
  byUserID: number | null;
  note?: string | null;
  interview?: Interview;
  /** The terms offered; the move's note is the offer's note, which the student reads (D33). */
  offer?: OfferTerms;
};

/**
 * Moves an application, the caller having checked that the move is allowed: the history keeps it,
 * the student hears of it (D26) and the job's recruiter of the student's own steps (D34), a test is assigned on the way into Test assigned and taken back
 * on the way out of it when never started.
 */
export function moveApplication(
  store: Store,
  application: ApplicationRecord,
  to: Stage,
  details: MoveDetails,
) {
  const from = application.stage;
  const job = store.jobs.get(application.JobID);
  application.stage = to;
  application.updatedAt = details.at;
  if (details.interview) application.interview = details.interview;
  const note = details.note?.trim() || null;
  if (details.offer) application.offer = { ...details.offer, note };
  application.history.push({ stage: to, at: details.at, byUserID: details.byUserID, note });
  if (job && to === 'testAssigned') assignJobTest(store, job, application.UserID);
  if (from === 'testAssigned' && (to === 'rejected' || to === 'withdrawn')) {
    takeBackUnstartedTest(store, application.JobID, application.UserID);
  }
  recordStudentEvent(store, application, to, details.at);
  recordRecruiterMove(store, application, to, details.at);
}

/**
 * Why the job's recruiter may not make this move, or null when they may: the application has moved
 * since the caller saw it in `from` (someone else moved it), or the rules do not lead there.
 */
export function recruiterMoveRefusal(
  application: ApplicationRecord,
  job: JobRecord,
  from: Stage,
  to: Stage,
): 'STAGE_CHANGED' | 'ILLEGAL_MOVE' | null {
  if (application.stage !== from) return 'STAGE_CHANGED';
  if (!recruiterMoves(from, job).includes(to)) return 'ILLEGAL_MOVE';
  return null;
}
