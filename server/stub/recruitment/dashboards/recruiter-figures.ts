import {
  type DashboardJob,
  type DashboardScope,
  funnelSteps,
  type RecruiterDashboard,
  waitingStages,
} from '#openapi/dashboard-recruiter.ts';
import { raw } from '../../../contract/journal.ts';
import type { Store } from '../../store.ts';
import { percentageOf } from '../job-tests.ts';
import type { JobRecord } from '../jobs/store.ts';
import type { Viewer } from '../roles.ts';
import { jobRefOf } from '../views.ts';
import { bands10, conversion, daysBetween, daysFrom, median } from './figures.ts';

// The recruiter's figures (issue 28), each as openapi/dashboard-recruiter.ts defines it in words.

type Recruiter = Extract<Viewer, { role: 'recruiter' }>;

/** The company's jobs a recruiter's filter may name: their own first, then colleagues', by id. */
export function dashboardJobs(store: Store, viewer: Recruiter): DashboardJob[] {
  const jobs = [...store.jobs.values()].filter((job) => job.CompanyID === viewer.CompanyID);
  const own = (job: JobRecord) => job.postedBy === viewer.user.UserID;
  return jobs
    .sort((a, b) => Number(own(b)) - Number(own(a)) || a.JobID - b.JobID)
    .map((job) => ({ ...jobRefOf(store, job.JobID), own: own(job) }));
}

/** A funnel step's place in the funnel, by stage. */
const stepOf = new Map<string, number>(funnelSteps.map((stage, index) => [stage, index]));

/** India is 5:30 ahead of UTC all year. */
const indiaOffset = 330 * 60_000;
const dayMs = 86_400_000;
/** The India day of an instant as a number of days since 1970: whole-day arithmetic, no strings. */
const dayNumber = (at: number) => Math.floor((at + indiaOffset) / dayMs);

export type RecruiterFilter = {
  from: string;
  to: string;
  JobID: number | null;
  scope: DashboardScope;
};

/**
 * Every figure of the recruiter's dashboard over the applications made to `jobs` from `from` to
 * `to`: one pass over the applications, then the medians.
 */
export function recruiterFigures(
  store: Store,
  viewer: Recruiter,
  jobs: readonly JobRecord[],
  filter: RecruiterFilter,
): RecruiterDashboard {
  const days = daysFrom(filter.from, filter.to);
  // Days as numbers (India's days since 1970), not strings: one string per application was the
  // loop's slowest step at 10,000 applications.
  const firstDay = dayNumber(Date.parse(`${filter.from}T00:00:00Z`) - indiaOffset);
  const perDay = days.map(() => 0);
  const reached = funnelSteps.map(() => 0);
  const percentages: number[] = [];
  const stays = new Map<string, number[]>(waitingStages.map((stage) => [stage, []]));
  const hireDays: number[] = [];
  const offers = { made: 0, accepted: 0, declined: 0, open: 0 };
  let applications = 0;

  for (const job of jobs) {
    // Read only, from the store's own arrays: the journal's traps would cost a call per field.
    for (const application of raw(store.applicationsByJob.get(job.JobID)) ?? []) {
      const index = dayNumber(application.appliedAt) - firstDay;
      if (index < 0 || index >= perDay.length) continue;
      perDay[index] = (perDay[index] as number) + 1;
      applications += 1;
      if (application.outcome) percentages.push(percentageOf(application.outcome));
      const { history } = application;
      let furthest = 0;
      let offered = false;
      let acceptedAt: number | null = null;
      for (let at = 0; at < history.length; at++) {
        const entry = history[at] as (typeof history)[number];
        const step = stepOf.get(entry.stage);
        if (step !== undefined && step > furthest) furthest = step;
        if (entry.stage === 'offered') offered = true;
        if (entry.stage === 'offerAccepted') acceptedAt = entry.at;
        const next = history[at + 1];
        if (next) stays.get(entry.stage)?.push(daysBetween(entry.at, next.at));
      }
      for (let step = 0; step <= furthest; step++) reached[step] = (reached[step] as number) + 1;
      if (offered) offers.made += 1;
      if (application.stage === 'offered') offers.open += 1;
      if (application.stage === 'offerDeclined') offers.declined += 1;
      if (application.stage === 'offerAccepted') {
        offers.accepted += 1;
        if (acceptedAt !== null) hireDays.push(daysBetween(application.appliedAt, acceptedAt));
      }
    }
  }

  return {
    ...filter,
    jobs: dashboardJobs(store, viewer),
    applications,
    perDay: days.map((date, index) => ({ date, count: perDay[index] as number })),
    funnel: funnelSteps.map((stage, step) => ({
      stage,
      reached: reached[step] as number,
      conversion:
        step === 0 ? null : conversion(reached[step - 1] as number, reached[step] as number),
    })),
    scoreBands: bands10(percentages),
    stageDays: waitingStages.map((stage) => {
      const lasted = stays.get(stage) ?? [];
      return { stage, medianDays: median(lasted), stays: lasted.length };
    }),
    timeToHire: { medianDays: median(hireDays), hires: hireDays.length },
    offers,
  };
}
