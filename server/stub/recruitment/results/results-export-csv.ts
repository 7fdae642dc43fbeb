import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { ResultOps, resultsCsvColumns } from '#openapi/operations/results.ts';
import { route } from '../../../contract/route.ts';
import { isoAt, type StubApp, type StubDeps } from '../../context.ts';
import type { Store } from '../../store.ts';
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
 * GET /results/v1/exportCsv: every result of the filter (D24) as a CSV download. Rows are written
 * to csv-stringify as the response is read (it waits on `drain`), so a 10,000-row export never
 * holds its text in memory; csv-stringify quotes per RFC 4180, ends records with CRLF, writes the
 * byte-order mark and prefixes formula-like text cells with ' (`escape_formulas`).
 */
export function resultsExportCsv(app: StubApp, deps: StubDeps) {
  route(app, ResultOps.resultsExportCsv, ({ c, query, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role === 'none' || viewer.role === 'student') return refuse('ROLE_NOT_ALLOWED');
    const rows = selectResults(store, viewer, query);
    if (rows === 'JOB_NOT_FOUND') return refuse(rows);
    const csv = stringify({
      bom: true,
      header: true,
      columns: [...resultsCsvColumns],
      record_delimiter: 'windows',
      escape_formulas: true,
    });
    let next = 0;
    const feed = () => {
      while (next < rows.length) {
        const more = csv.write(recordOf(store, rows[next++] as ResultRow));
        if (!more) {
          csv.once('drain', feed);
          return;
        }
      }
      csv.end();
    };
    feed();
    const name =
      query.JobID === undefined ? 'results' : `results-${store.jobs.get(query.JobID)?.slug}`;
    return new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  });
}
