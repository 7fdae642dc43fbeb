import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../../context.ts';
import { recruiterDashboard } from './recruiter-dashboard.ts';
import { studentDashboard } from './student-dashboard.ts';

/** The recruiter's and the student's dashboards (issue 28, D30). */
export function dashboardPeopleArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  for (const add of [recruiterDashboard, studentDashboard]) add(app, deps);
  return app;
}
