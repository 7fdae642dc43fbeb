import { ApplicationOps } from '#openapi/operations/applications.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { pageOf, sortRows } from '../paging.ts';
import { viewerOf } from '../roles.ts';
import { applicationSummaryOf } from '../views.ts';
import type { ApplicationRecord } from './store.ts';

/** GET /applications/v1/listMine: the student's applications, latest first (D14 /dashboard). */
export function myApplications(app: StubApp, deps: StubDeps) {
  route(app, ApplicationOps.myApplications, ({ c, query, refuse }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (viewer.role !== 'student') return refuse('ROLE_NOT_ALLOWED');
    const rows = (store.applicationsByStudent.get(viewer.user.UserID) ?? []).filter(
      (application) => !query.stage || application.stage === query.stage,
    );
    const sort = query.sort ?? 'appliedAt';
    const key = (application: ApplicationRecord) => application[sort];
    const sorted = sortRows(rows, key, query.order ?? 'desc', (row) => row.ApplicationID);
    return {
      message: 'Applications',
      body: pageOf(sorted, query, (row) => applicationSummaryOf(store, viewer, row)),
    };
  });
}
