import {
  type DashboardJob,
  type DashboardScope,
  funnelSteps,
  type RecruiterDashboard,
  waitingStages,
} from '#openapi/dashboard-recruiter.ts';
import type { Store } from '../../store.ts';
import type { ApplicationRecord } from '../applications/store.ts';
import { percentageOf } from '../job-tests.ts';
import type { JobRecord } from '../jobs/store.ts';
import type { Viewer } from '../roles.ts';
import { jobRefOf } from '../views.ts';
import { bands10, conversion, daysBetween, daysFrom, indiaDay, median } from './figures.ts';

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

/** How far along the funnel an application's history went: the index of its last step reached. */
function furthestStep(application: ApplicationRecord): number {
  let furthest = 0;
  for (const entry of application.history) {
    const step = (funnelSteps as readonly string[]).indexOf(entry.stage);
    if (step > furthest) furthest = step;
  }
  return furthest;
}

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
  const perDay = new Map(daysFrom(filter.from, filter.to).map((day) => [day, 0]));
  const reached = funnelSteps.map(() => 0);
  const percentages: number[] = [];
  const stays = new Map<string, number[]>(waitingStages.map((stage) => [stage, []]));
  const hireDays: number[] = [];
  const offers = { made: 0, accepted: 0, declined: 0, open: 0 };
  let applications = 0;

  for (const job of jobs) {
    for (const application of store.applicationsByJob.get(job.JobID) ?? []) {
      const day = indiaDay(application.appliedAt);
      const onDay = perDay.get(day);
      if (onDay === undefined) continue;
      perDay.set(day, onDay + 1);
      applications += 1;
      const furthest = furthestStep(application);
      for (let step = 0; step <= furthest; step++) reached[step] = (reached[step] as number) + 1;
      if (application.outcome) percentages.push(percentageOf(application.outcome));
      const { history } = application;
      for (let index = 0; index + 1 < history.length; index++) {
        const entry = history[index] as (typeof history)[number];
        const next = history[index + 1] as (typeof history)[number];
        stays.get(entry.stage)?.push(daysBetween(entry.at, next.at));
      }
      if (history.some((entry) => entry.stage === 'offered')) offers.made += 1;
      if (application.stage === 'offered') offers.open += 1;
      if (application.stage === 'offerDeclined') offers.declined += 1;
      if (application.stage === 'offerAccepted') {
        offers.accepted += 1;
        const accepted = history.findLast((entry) => entry.stage === 'offerAccepted');
        if (accepted) hireDays.push(daysBetween(application.appliedAt, accepted.at));
      }
    }
  }

  return {
    ...filter,
    jobs: dashboardJobs(store, viewer),
    applications,
    perDay: [...perDay].map(([date, count]) => ({ date, count })),
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
