import Type, { type Static } from 'typebox';
import { Interview, JobRef, Offer, Stage } from './applications.ts';
import { Envelope } from './envelope.ts';
import { Id, Instant } from './fields.ts';

// The student's dashboard (issue 28, D30): where their applications are, from the same store as
// the pipeline. Each figure is defined here once; each item names the job it opens.

const count = Type.Integer({ minimum: 0 });

export const StudentDashboard = Type.Object({
  /** The student's applications by the stage they are at now, every stage listed (D21's order). */
  byStage: Type.Array(Type.Object({ stage: Stage, count })),
  /**
   * Their submitted job tests, oldest first: the percentage (score / max × 100, one decimal) and
   * when it was submitted.
   */
  testScores: Type.Array(
    Type.Object({
      ApplicationID: Id,
      job: JobRef,
      submittedAt: Instant,
      percentage: Type.Number({ minimum: 0, maximum: 100 }),
    }),
  ),
  /** Their applications at Interview whose interview is today or later (India's time), soonest first. */
  upcomingInterviews: Type.Array(
    Type.Object({ ApplicationID: Id, job: JobRef, interview: Interview }),
  ),
  /** Their applications at Offered: offers waiting for their answer, newest first. */
  openOffers: Type.Array(
    Type.Object({ ApplicationID: Id, job: JobRef, offer: Offer, offeredAt: Instant }),
  ),
});
export type StudentDashboard = Static<typeof StudentDashboard>;

export const StudentDashboardResponse = Envelope(StudentDashboard);
export type StudentDashboardResponse = Static<typeof StudentDashboardResponse>;

/** The student's call takes no query. */
