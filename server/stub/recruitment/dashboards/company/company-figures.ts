import type {
  CompanyDashboard,
  CompanyDashboardQuery,
  CompanyFigures,
} from '#openapi/dashboard-company.ts';
import { institutes } from '../../../common/lookup-data.ts';
import type { Store } from '../../../store.ts';
import type { ApplicationRecord } from '../../applications/store.ts';
import type { JobRecord } from '../../jobs/store.ts';
import { daysBetween, median } from '../figures.ts';
import { byNameOrder, highestOf } from '../org-figures.ts';

// The company's figures (D30) as the contract defines them (openapi/dashboard-company.ts), from the
// pipeline's store: one pass over the company's jobs and their applications.

/** What a slice of the company's applications adds up to while the pass goes on. */
type Tally = {
  openJobs: number;
  applications: number;
  students: Set<number>;
  offersMade: number;
  offersAccepted: number;
  offersDeclined: number;
  hireDays: number[];
  acceptedCtcs: number[];
};

const emptyTally = (): Tally => ({
  openJobs: 0,
  applications: 0,
  students: new Set(),
  offersMade: 0,
  offersAccepted: 0,
  offersDeclined: 0,
  hireDays: [],
  acceptedCtcs: [],
});

function addApplication(tally: Tally, application: ApplicationRecord) {
  tally.applications++;
  tally.students.add(application.UserID);
  if (application.history.some((entry) => entry.stage === 'offered')) tally.offersMade++;
  if (application.stage === 'offerDeclined') tally.offersDeclined++;
  if (application.stage !== 'offerAccepted') return;
  tally.offersAccepted++;
  const accepted = application.history.findLast((entry) => entry.stage === 'offerAccepted');
  if (accepted) tally.hireDays.push(daysBetween(application.appliedAt, accepted.at));
  if (application.offer) tally.acceptedCtcs.push(application.offer.ctc);
}

const figuresOf = (tally: Tally): CompanyFigures => ({
  openJobs: tally.openJobs,
  applications: tally.applications,
  applicants: tally.students.size,
  offersMade: tally.offersMade,
  offersAccepted: tally.offersAccepted,
  offersDeclined: tally.offersDeclined,
  medianDaysToHire: median(tally.hireDays),
  highestCtc: highestOf(tally.acceptedCtcs),
});

/** A tally per key, made on first use. */
function tallies<Key>() {
  const all = new Map<Key, Tally>();
  const of = (key: Key) => {
    let tally = all.get(key);
    if (!tally) {
      tally = emptyTally();
      all.set(key, tally);
    }
    return tally;
  };
  return { all, of };
}

/**
 * Applied on a day from `from` to `to` (India's time), either end open: the days turned into
 * instants once, so ten thousand applications are compared as numbers, not formatted as dates.
 */
function appliedWithin(query: CompanyDashboardQuery) {
  const startOf = (date: string) => Date.parse(`${date}T00:00:00+05:30`);
  const from = query.from ? startOf(query.from) : Number.NEGATIVE_INFINITY;
  const before = query.to ? startOf(query.to) + 86_400_000 : Number.POSITIVE_INFINITY;
  return (application: ApplicationRecord) =>
    application.appliedAt >= from && application.appliedAt < before;
}

const byName = <Row extends { name?: string; displayName?: string }>(a: Row, b: Row) =>
  byNameOrder(a.name ?? a.displayName ?? '', b.name ?? b.displayName ?? '');

/** The company's dashboard: its figures in all, per recruiter and per institute. */
export function companyDashboardOf(
  store: Store,
  CompanyID: number,
  query: CompanyDashboardQuery,
): CompanyDashboard {
  const total = emptyTally();
  const recruiters = tallies<number>();
  const byInstitute = tallies<number>();
  for (const [UserID, company] of store.companyOf) {
    if (company === CompanyID && store.users.get(UserID)?.userTypeName === 'Recruiter') {
      recruiters.of(UserID);
    }
  }
  const within = appliedWithin(query);
  const jobs: JobRecord[] = [];
  for (const job of store.jobs.values()) if (job.CompanyID === CompanyID) jobs.push(job);
  for (const job of jobs) {
    const poster = recruiters.of(job.postedBy);
    if (job.status === 'open') {
      total.openJobs++;
      poster.openJobs++;
      for (const instituteID of job.eligibility.instituteIDs)
        byInstitute.of(instituteID).openJobs++;
    }
    for (const application of store.applicationsByJob.get(job.JobID) ?? []) {
      if (!within(application)) continue;
      addApplication(total, application);
      addApplication(poster, application);
      const instituteID = store.users.get(application.UserID)?.instituteID;
      if (instituteID !== null && instituteID !== undefined) {
        addApplication(byInstitute.of(instituteID), application);
      }
    }
  }
  const company = store.companies.get(CompanyID) ?? { CompanyID, name: '', city: '' };
  return {
    company: { ...company },
    totals: figuresOf(total),
    byRecruiter: [...recruiters.all]
      .map(([UserID, tally]) => ({
        UserID,
        displayName: store.users.get(UserID)?.displayName ?? '',
        ...figuresOf(tally),
      }))
      .sort(byName),
    byInstitute: [...byInstitute.all]
      .map(([instituteID, tally]) => ({
        instituteID,
        name: institutes.find((item) => item.id === instituteID)?.name ?? '',
        ...figuresOf(tally),
      }))
      .sort(byName),
  };
}
