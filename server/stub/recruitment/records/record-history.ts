import { RecordOps } from '#openapi/operations/records.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { pageOf } from '../paging.ts';
import { recordsAdminOf, studentOfInstitute } from './access.ts';
import { recordChangeOf } from './views.ts';

/** GET /records/v1/history: a student's record changes, newest first (D28). */
export function recordHistory(app: StubApp, deps: StubDeps) {
  route(app, RecordOps.recordHistory, ({ c, query, refuse }) => {
    const { store } = deps;
    const caller = recordsAdminOf(store, c.get('user'));
    if (!caller) return refuse('ROLE_NOT_ALLOWED');
    const student = studentOfInstitute(store, caller.instituteID, query.UserID);
    if (!student) return refuse('STUDENT_NOT_FOUND');
    const newestFirst = [...(store.recordHistory.get(student.UserID) ?? [])].reverse();
    return {
      message: 'Record history',
      body: pageOf(newestFirst, query, (entry) => recordChangeOf(store, entry)),
    };
  });
}
