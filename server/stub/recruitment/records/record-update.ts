import { RecordOps } from '#openapi/operations/records.ts';
import { route } from '../../../contract/route.ts';
import { classes } from '../../common/lookup-data.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { recordsAdminOf, studentOfInstitute } from './access.ts';
import { recordStudentOf } from './views.ts';
import { writeRecord } from './write-record.ts';

/** POST /records/v1/update: the admin enters or corrects one record and class, kept (D28). */
export function recordUpdate(app: StubApp, deps: StubDeps) {
  route(app, RecordOps.recordUpdate, ({ c, body, refuse }) => {
    const { store } = deps;
    const caller = recordsAdminOf(store, c.get('user'));
    if (!caller) return refuse('ROLE_NOT_ALLOWED');
    const student = studentOfInstitute(store, caller.instituteID, body.UserID);
    if (!student) return refuse('STUDENT_NOT_FOUND');
    const { UserID: _, classID, ...marks } = body;
    const classItem = classes.find((item) => item.id === classID);
    if (classItem?.instituteID !== caller.instituteID) return refuse('CLASS_NOT_OF_INSTITUTE');
    const outcome = writeRecord(store, {
      student,
      by: caller.admin,
      source: 'edit',
      marks,
      classID,
      at: deps.now(),
    });
    return {
      message: outcome === 'unchanged' ? 'Nothing changed' : 'Record saved',
      body: recordStudentOf(store, student),
    };
  });
}
