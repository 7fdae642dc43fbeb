import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../../../context.ts';
import { instituteDashboard } from './institute-dashboard.ts';
import { placementReportCsv } from './placement-report-csv.ts';

/** The institute's dashboard and its placement report (D25, D30). */
export function instituteDashboardArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  for (const add of [instituteDashboard, placementReportCsv]) add(app, deps);
  return app;
}
