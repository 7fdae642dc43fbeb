import { ResultOps } from '#openapi/operations/results.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { pageOf } from '../paging.ts';
import { viewerOf } from '../roles.ts';
import { selectResults } from './select.ts';
import { resultOf } from './views.ts';

/**
 * GET /results/v1/list: one page of the caller's results (D24): a student's own, the company's for
 * its recruiters and client admin (D19), the institute's students' for its admin (D22).
 */
export function resultsList(app: StubApp, deps: StubDeps) {
  route(app, ResultOps.resultsList, ({ c, query, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role === 'none') return refuse('ROLE_NOT_ALLOWED');
    const rows = selectResults(store, viewer, query);
    if (rows === 'JOB_NOT_FOUND') return refuse(rows);
    return {
      message: 'Results',
      body: pageOf(rows, query, (row) => resultOf(store, viewer, row)),
    };
  });
}
