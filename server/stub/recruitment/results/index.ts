import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../../context.ts';
import { resultsExportCsv } from './results-export-csv.ts';
import { resultsList } from './results-list.ts';

/** Results of the jobs' tests (D24, D30): the list and its CSV export. */
export function resultsArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  for (const add of [resultsList, resultsExportCsv]) add(app, deps);
  return app;
}
