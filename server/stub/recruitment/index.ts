import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../context.ts';
import { applicationsArea } from './applications/index.ts';
import { dashboardPeopleArea } from './dashboards/index.ts';
import { eventsArea } from './events/index.ts';
import { jobsArea } from './jobs/index.ts';
import { placementArea } from './placement/index.ts';
import { profilesArea } from './profiles/index.ts';
import { recordsArea } from './records/index.ts';
import { resultsArea } from './results/index.ts';

/**
 * The recruitment core (D19-D26): jobs, applications, profiles, students' events, results and academic records, each a
 * sub-area of its own routes and store slice, sharing the rules at this folder's root.
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
  ];
  for (const area of areas) {
    app.route('/', area(deps));
  }
  return app;
}
