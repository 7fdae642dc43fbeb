import { RecordOps } from '#openapi/operations/records.ts';
import type { RecordStudentsQuery } from '#openapi/records.ts';
import { route } from '../../../contract/route.ts';
import type { User } from '../../auth/store.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import type { Store } from '../../store.ts';
import { acceptedOfferCtc } from '../eligibility.ts';
import { pageOf, sortRows } from '../paging.ts';
import { className, studentsOf } from '../views.ts';
import { recordsAdminOf } from './access.ts';
import { recordStudentOf } from './views.ts';

/** The institute's students the query's filters keep, in its order. */
function selectStudents(store: Store, instituteID: number, query: RecordStudentsQuery): User[] {
  const search = query.search?.toLowerCase();
  const rows = studentsOf(store, instituteID).filter((student) => {
    const record = store.academicRecords.get(student.UserID);
    if (
      search &&
      !student.displayName.toLowerCase().includes(search) &&
      !student.email.includes(search)
    ) {
      return false;
    }
    if (query.classID !== undefined && student.classID !== query.classID) return false;
    if (query.sectionID !== undefined && student.sectionID !== query.sectionID) return false;
    if (query.graduationYear !== undefined && record?.graduationYear !== query.graduationYear) {
      return false;
    }
    if (query.record !== undefined && (query.record === 'with') !== (record !== undefined)) {
      return false;
    }
    if (query.placed !== undefined) {
      const placed = acceptedOfferCtc(store, student.UserID) !== null;
      if ((query.placed === 'placed') !== placed) return false;
    }
    return true;
  });
  const keys: Record<NonNullable<RecordStudentsQuery['sort']>, (row: User) => number | string> = {
    name: (row) => row.displayName.toLowerCase(),
    email: (row) => row.email,
    class: (row) => className(row.classID) ?? '',
    cgpa: (row) => store.academicRecords.get(row.UserID)?.cgpa ?? -1,
    graduationYear: (row) => store.academicRecords.get(row.UserID)?.graduationYear ?? 0,
  };
  return sortRows(rows, keys[query.sort ?? 'name'], query.order ?? 'asc', (row) => row.UserID);
}

/** GET /records/v1/students: one page of the institute's students with their records (D28). */
export function recordStudents(app: StubApp, deps: StubDeps) {
  route(app, RecordOps.recordStudents, ({ c, query, refuse }) => {
    const { store } = deps;
    const caller = recordsAdminOf(store, c.get('user'));
    if (!caller) return refuse('ROLE_NOT_ALLOWED');
    const rows = selectStudents(store, caller.instituteID, query);
    return {
      message: 'Students',
      body: pageOf(rows, query, (row) => recordStudentOf(store, row)),
    };
  });
}
