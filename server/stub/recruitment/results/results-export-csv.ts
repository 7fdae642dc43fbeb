import { ResultOps, resultsCsvColumns } from '#openapi/operations/results.ts';
import { route } from '../../../contract/route.ts';
import { isoAt, type StubApp, type StubDeps } from '../../context.ts';
import type { Store } from '../../store.ts';
import { csvDownload } from '../csv-download.ts';
import { viewerOf } from '../roles.ts';
import { className, instituteName } from '../views.ts';
import { type ResultRow, selectResults } from './select.ts';

/** One CSV record, in `resultsCsvColumns` order. */
function recordOf(store: Store, row: ResultRow): (string | number)[] {
  const { application, job } = row;
  const { outcome } = application;
  const student = store.users.get(application.UserID);
  return [
    student?.displayName ?? '',
    student?.email ?? '',
    instituteName(student?.instituteID ?? null) ?? '',
    className(student?.classID ?? null) ?? '',
    job.title,
    store.companies.get(job.CompanyID)?.name ?? '',
    application.stage,
    outcome.score,
    outcome.maxScore,
    row.percentage,
    row.percentile,
    outcome.timeTaken,
    isoAt(outcome.submittedAt),
    outcome.submittedBy,
    job.minScore ?? '',
    row.cutoffPassed ? 'yes' : 'no',
  ];
}

/**
 * GET /results/v1/exportCsv: every result of the filter (D24) as a CSV download, streamed by the
 * exports' one writer (csv-download.ts).
 */
export function resultsExportCsv(app: StubApp, deps: StubDeps) {
  route(app, ResultOps.resultsExportCsv, ({ c, query, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role === 'none' || viewer.role === 'student') return refuse('ROLE_NOT_ALLOWED');
    const rows = selectResults(store, viewer, query);
    if (rows === 'JOB_NOT_FOUND') return refuse(rows);
    const name =
      query.JobID === undefined ? 'results' : `results-${store.jobs.get(query.JobID)?.slug}`;
    return csvDownload(resultsCsvColumns, rows, (row) => recordOf(store, row), name);
  });
}
