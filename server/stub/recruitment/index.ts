import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../context.ts';
import { applicationsArea } from './applications/index.ts';
import { companyDashboardArea } from './dashboards/company/company-dashboard.ts';
import { dashboardPeopleArea } from './dashboards/index.ts';
import { instituteDashboardArea } from './dashboards/institute/index.ts';
import { eventsArea } from './events/index.ts';
import { jobsArea } from './jobs/index.ts';
import { profilesArea } from './profiles/index.ts';
import { resultsArea } from './results/index.ts';

/**
 * The recruitment core (D19-D26): jobs, applications, profiles, students' events and results, each a
 * sub-area of its own routes and store slice, sharing the rules at this folder's root.
 */
export function recruitmentArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  for (const area of [
    jobsArea,
    applicationsArea,
    profilesArea,
    eventsArea,
    resultsArea,
    dashboardPeopleArea,
    companyDashboardArea,
    instituteDashboardArea,
  ]) {
    app.route('/', area(deps));
  }
  return app;
}
