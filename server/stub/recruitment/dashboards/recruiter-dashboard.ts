import { DashboardPeopleOps } from '#openapi/operations/dashboard-people.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { viewerOf } from '../roles.ts';
import { daysBetween, indiaDay } from './figures.ts';
import { recruiterFigures } from './recruiter-figures.ts';

const day = 86_400_000;
/** The range when none is given: the 30 days ending today. */
const defaultDays = 30;
/** The longest range: a year and a day (a leap year's), so a per-day chart stays readable. */
const maxDays = 366;

/**
 * GET /dashboard/v1/recruiter: the recruiter's hiring figures (issue 28, D30) for one job of the
 * company, their own jobs, or the company's (D19: colleagues' jobs are theirs to see).
 */
export function recruiterDashboard(app: StubApp, deps: StubDeps) {
  route(app, DashboardPeopleOps.dashboardRecruiter, ({ c, query, refuse, invalid }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role !== 'recruiter') return refuse('ROLE_NOT_ALLOWED');
    const to = query.to ?? indiaDay(deps.now());
    const from = query.from ?? indiaDay(Date.parse(`${to}T00:00:00Z`) - (defaultDays - 1) * day);
    const span = daysBetween(`${from}T00:00:00Z`, `${to}T00:00:00Z`);
    if (span < 0) return invalid([{ field: '/to', message: 'must be on or after from' }]);
    if (span > maxDays) {
      return invalid([{ field: '/to', message: `must be at most ${maxDays} days after from` }]);
    }
    const scope = query.scope ?? 'own';
    const company = [...store.jobs.values()].filter((job) => job.CompanyID === viewer.CompanyID);
    let jobs = company;
    if (query.JobID !== undefined) {
      jobs = company.filter((job) => job.JobID === query.JobID);
      if (jobs.length === 0) return refuse('JOB_NOT_FOUND');
    } else if (scope === 'own') {
      jobs = company.filter((job) => job.postedBy === viewer.user.UserID);
    }
    return {
      message: 'Recruiter dashboard',
      body: recruiterFigures(store, viewer, jobs, {
        from,
        to,
        JobID: query.JobID ?? null,
        scope,
      }),
    };
  });
}
