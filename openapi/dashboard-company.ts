import Type, { type Static } from 'typebox';
import { CalendarDate, LakhPerAnnum } from './applications.ts';
import { Envelope } from './envelope.ts';
import { Id } from './fields.ts';
import { RecruitmentRefusals } from './operations/jobs.ts';
import { refusalsOf } from './refusals.ts';

// The company's dashboard (/admindashboard, D30): every figure is defined here once, computed by
// the server from the pipeline's own store, over the caller's company only (D19).

const count = Type.Integer({ minimum: 0 });

/** Days, to one decimal; null when nothing was counted. */
const Days = Type.Union([Type.Number({ minimum: 0 }), Type.Null()]);

/** The figures of one slice of the company's applications (all, one recruiter's, one institute's). */
export const CompanyFigures = Type.Object({
  /** Jobs of the slice whose status is open (published, not closed), whatever their applications. */
  openJobs: count,
  /** Applications to the slice's jobs, applied within the dates (India's time) when given. */
  applications: count,
  /** Different students among those applications. */
  applicants: count,
  /** Of those applications, the ones that were ever at Offered (an offer withdrawn later counts). */
  offersMade: count,
  /** Of those applications, the ones now at Offer accepted. */
  offersAccepted: count,
  /** Of those applications, the ones now at Offer declined. */
  offersDeclined: count,
  /**
   * Time to hire: the median, over the accepted offers counted above, of the days from applying
   * to accepting (the history's Offer accepted entry), to one decimal; null with none.
   */
  medianDaysToHire: Days,
  /** The highest CTC among the accepted offers, in lakh per annum; null with none. */
  highestCtc: Type.Union([LakhPerAnnum, Type.Null()]),
});
export type CompanyFigures = Static<typeof CompanyFigures>;

/** One recruiter of the company and the figures of the jobs they posted. */
export const RecruiterFigures = Type.Object({
  UserID: Id,
  displayName: Type.String(),
  ...CompanyFigures.properties,
});
export type RecruiterFigures = Static<typeof RecruiterFigures>;

/**
 * One institute and the figures of its students' applications to the company's jobs; `openJobs`
 * counts the company's open jobs open to the institute.
 */
export const InstituteFigures = Type.Object({
  instituteID: Id,
  name: Type.String(),
  ...CompanyFigures.properties,
});
export type InstituteFigures = Static<typeof InstituteFigures>;

export const CompanyDashboard = Type.Object({
  company: Type.Object({ CompanyID: Id, name: Type.String(), city: Type.String() }),
  totals: CompanyFigures,
  /** Every recruiter of the company, by name; one with no job has zeros. */
  byRecruiter: Type.Array(RecruiterFigures),
  /** Every institute the company's jobs are open to or whose students applied, by name. */
  byInstitute: Type.Array(InstituteFigures),
});
export type CompanyDashboard = Static<typeof CompanyDashboard>;

/** Which applications: applied on a day from `from` to `to` (India's time), either end open. */
export const CompanyDashboardQuery = Type.Object({
  from: Type.Optional(CalendarDate),
  /** On or after `from`. */
  to: Type.Optional(CalendarDate),
});
export type CompanyDashboardQuery = Static<typeof CompanyDashboardQuery>;

export const CompanyDashboardResponse = Envelope(CompanyDashboard);
export type CompanyDashboardResponse = Static<typeof CompanyDashboardResponse>;

export const CompanyDashboardOps = {
  companyDashboard: {
    operationId: 'companyDashboard',
    method: 'get',
    path: '/dashboard/v1/company',
    tag: 'extension',
    summary:
      "The company's figures for its client admin (/admindashboard, D30): open jobs, applications, applicants, offers made, accepted and declined, time to hire and the highest accepted CTC, in all, per recruiter and per institute. Only the client admin's own company (D19); every other role is refused.",
    auth: true,
    query: CompanyDashboardQuery,
    response: CompanyDashboardResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED'),
  },
} as const;
