import { refusalsOf } from '../refusals.ts';
import { ResultsCsv, ResultsExportQuery, ResultsQuery, ResultsResponse } from '../results.ts';
import { RecruitmentRefusals } from './jobs.ts';

/** The columns of the results CSV, in order: one list the server writes and the tests read back. */
export const resultsCsvColumns = [
  'Candidate',
  'Email',
  'Institute',
  'Class',
  'Job',
  'Company',
  'Stage',
  'Score',
  'Max score',
  'Percentage',
  'Percentile',
  'Time taken (s)',
  'Submitted at',
  'Submitted by',
  'Cut-off (%)',
  'Cut-off passed',
] as const;

const who =
  "a recruiter or client admin: every job of the company (a colleague's read-only, D19); an institute admin: the institute's students on the jobs open to it (D22)";

export const ResultOps = {
  resultsList: {
    operationId: 'resultsList',
    method: 'get',
    path: '/results/v1/list',
    tag: 'extension',
    summary: `Results of job tests (D24), filtered, sorted and paged by the server: a student's own; ${who}. JobID names one job; without it, every job the caller sees.`,
    auth: true,
    query: ResultsQuery,
    response: ResultsResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED', 'JOB_NOT_FOUND'),
  },
  resultsExportCsv: {
    operationId: 'resultsExportCsv',
    method: 'get',
    path: '/results/v1/exportCsv',
    tag: 'extension',
    summary: `Every result of the filter as a CSV download (D24), streamed: RFC 4180, CRLF, UTF-8 with a byte-order mark, a text cell starting with =, +, -, @, tab, CR or LF prefixed with ' so no spreadsheet runs it; ${who}. Columns: ${resultsCsvColumns.join(', ')}.`,
    auth: true,
    query: ResultsExportQuery,
    response: ResultsCsv,
    download: { mediaType: 'text/csv; charset=utf-8' },
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED', 'JOB_NOT_FOUND'),
  },
} as const;
