import Type, { type Static } from 'typebox';
import { CalendarDate, JobRef } from './applications.ts';
import { Envelope } from './envelope.ts';
import { Id } from './fields.ts';

// The recruiter's dashboard (issue 28, D30): how their hiring goes, from the same store as the
// pipeline. Every figure is defined here once, in words; the server computes it, the SPA draws it.

const count = Type.Integer({ minimum: 0 });
const days = Type.Number({ minimum: 0 });
const percent = Type.Number({ minimum: 0, maximum: 100 });

/** Whose jobs, when no job is named: the recruiter's own, or every job of the company (D19). */
export const DashboardScope = Type.Union([Type.Literal('own'), Type.Literal('company')], {
  description:
    "own (the default): the jobs the recruiter posted; company: also their colleagues' jobs, which a recruiter sees read-only (D19)",
});
export type DashboardScope = Static<typeof DashboardScope>;

export const RecruiterDashboardQuery = Type.Object({
  /** The first day of the range (India's time); by default 29 days before `to`. */
  from: Type.Optional(CalendarDate),
  /** The last day of the range (India's time); by default today. At most 366 days after `from`. */
  to: Type.Optional(CalendarDate),
  /** One job of the company (own or a colleague's); without it, the jobs of `scope`. */
  JobID: Type.Optional(Id),
  scope: Type.Optional(DashboardScope),
});
export type RecruiterDashboardQuery = Static<typeof RecruiterDashboardQuery>;

/** A job the filter may name: the recruiter's own first, then their colleagues'. */
export const DashboardJob = Type.Object({
  ...JobRef.properties,
  /** Posted by the caller; false for a colleague's job, which they see read-only (D19). */
  own: Type.Boolean(),
});
export type DashboardJob = Static<typeof DashboardJob>;

/** The steps of the funnel, in order: every application passes them in this order or stops. */
export const funnelSteps = [
  'applied',
  'shortlisted',
  'interview',
  'offered',
  'offerAccepted',
] as const;

/** The stages an application waits in, in order, whose time is measured. */
export const waitingStages = [
  'applied',
  'testAssigned',
  'testCompleted',
  'shortlisted',
  'interview',
  'offered',
] as const;

export const RecruiterDashboard = Type.Object({
  /** The range and jobs the figures are of, defaults filled in. */
  from: CalendarDate,
  to: CalendarDate,
  JobID: Type.Union([Id, Type.Null()]),
  scope: DashboardScope,
  /** The jobs the filter may name. */
  jobs: Type.Array(DashboardJob),
  /**
   * Every figure below is of "the applications": those made to the chosen jobs on a day from `from`
   * to `to` (India's time), wherever they are now.
   */
  applications: count,
  /** Applications made on each day of the range, every day listed (0 included), oldest first. */
  perDay: Type.Array(Type.Object({ date: CalendarDate, count })),
  /**
   * The funnel: for each step (applied, shortlisted, interview, offered, offer accepted), how many
   * of the applications reached it or a later step (by their history: an application moved back or
   * rejected later still reached it). `conversion` = 100 × reached / reached at the step before,
   * one decimal; null for the first step, or when none reached the step before.
   */
  funnel: Type.Array(
    Type.Object({
      stage: Type.Enum(funnelSteps),
      reached: count,
      conversion: Type.Union([percent, Type.Null()]),
    }),
  ),
  /**
   * The submitted tests of the applications, by percentage (score / max × 100) in ten bands:
   * 0–9, 10–19 … 80–89 and 90–100 (`from` and `to` inclusive, fractions counted by their floor).
   */
  scoreBands: Type.Array(Type.Object({ from: count, to: count, count })),
  /**
   * For each stage an application waits in: the median of the days its stays lasted, from moving
   * into the stage to moving out of it (stays not yet over are not counted), one decimal; with the
   * number of stays. Null when no stay is over.
   */
  stageDays: Type.Array(
    Type.Object({
      stage: Type.Enum(waitingStages),
      medianDays: Type.Union([days, Type.Null()]),
      stays: count,
    }),
  ),
  /**
   * Time to hire: the median of the days from applying to accepting the offer, over the
   * applications whose offer was accepted, one decimal (null when none); `hires` counts them.
   */
  timeToHire: Type.Object({ medianDays: Type.Union([days, Type.Null()]), hires: count }),
  /**
   * Offers: `made`, the applications that were ever offered (a withdrawn offer included);
   * `accepted` and `declined`, those whose offer is accepted or declined now; `open`, those waiting
   * for the student's answer now.
   */
  offers: Type.Object({ made: count, accepted: count, declined: count, open: count }),
});
export type RecruiterDashboard = Static<typeof RecruiterDashboard>;

export const RecruiterDashboardResponse = Envelope(RecruiterDashboard);
export type RecruiterDashboardResponse = Static<typeof RecruiterDashboardResponse>;
