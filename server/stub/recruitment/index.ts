import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../context.ts';
import { applicationsArea } from './applications/index.ts';
import { companyDashboardArea } from './dashboards/company/company-dashboard.ts';
import { dashboardPeopleArea } from './dashboards/index.ts';
import { instituteDashboardArea } from './dashboards/institute/index.ts';
import { eventsArea } from './events/index.ts';
import { jobsArea } from './jobs/index.ts';
import { placementArea } from './placement/index.ts';
import { profilesArea } from './profiles/index.ts';
import { recordsArea } from './records/index.ts';
import { resultsArea } from './results/index.ts';

/**
 * The recruitment core (D19-D30): jobs, applications, profiles, events, results, the placement
 * policy, academic records and the dashboards, each a sub-area of its own routes and store slice,
 * sharing the rules at this folder's root.
 */
export function recruitmentArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  const areas = [
    jobsArea,
    applicationsArea,
    profilesArea,
    eventsArea,
    resultsArea,
    placementArea,
    recordsArea,
    dashboardPeopleArea,
    companyDashboardArea,
    instituteDashboardArea,
  ];
  for (const area of areas) {
    app.route('/', area(deps));
  }
  return app;
}
