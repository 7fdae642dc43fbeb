import { RecordOps } from '#openapi/operations/records.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { recordsAdminOf, studentOfInstitute } from './access.ts';
import { recordStudentOf } from './views.ts';

/** GET /records/v1/get: one student of the admin's institute and their record (D28). */
export function recordGet(app: StubApp, deps: StubDeps) {
  route(app, RecordOps.recordGet, ({ c, query, refuse }) => {
    const { store } = deps;
    const caller = recordsAdminOf(store, c.get('user'));
    if (!caller) return refuse('ROLE_NOT_ALLOWED');
    const student = studentOfInstitute(store, caller.instituteID, query.UserID);
    if (!student) return refuse('STUDENT_NOT_FOUND');
    return { message: 'Student', body: recordStudentOf(store, student) };
  });
}
