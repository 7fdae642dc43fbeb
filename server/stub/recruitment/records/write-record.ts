import type { User } from '../../auth/store.ts';
import type { Store } from '../../store.ts';
import type { AcademicRecordEntry } from '../profiles/store.ts';
import type { RecordChangeEntry, RecordState } from './store.ts';

/** The student's record and class as they are; null without a record. */
export function recordStateOf(store: Store, student: User): RecordState | null {
  const record = store.academicRecords.get(student.UserID);
  return record ? { ...record, classID: student.classID } : null;
}

const fields = [
  'cgpa',
  'tenthPercent',
  'twelfthPercent',
  'activeBacklogs',
  'graduationYear',
  'classID',
] as const;

export const sameState = (a: RecordState, b: RecordState) =>
  fields.every((field) => a[field] === b[field]);

/**
 * Enters or corrects a student's record and class (D28), keeping the change with who and when and
 * counting it in the institute's revision (a checked import read before it is then refused). A
 * write that changes nothing is no change: nothing is kept. A new class drops the section, which
 * belonged to the old one.
 */
export function writeRecord(
  store: Store,
  change: {
    student: User;
    by: User;
    source: RecordChangeEntry['source'];
    marks: AcademicRecordEntry;
    classID: number;
    at: number;
  },
): 'new' | 'changed' | 'unchanged' {
  const { student, marks, classID } = change;
  const before = recordStateOf(store, student);
  const after: RecordState = { ...marks, classID };
  if (before && sameState(before, after)) return 'unchanged';
  store.academicRecords.set(student.UserID, {
    cgpa: marks.cgpa,
    tenthPercent: marks.tenthPercent,
    twelfthPercent: marks.twelfthPercent,
    activeBacklogs: marks.activeBacklogs,
    graduationYear: marks.graduationYear,
  });
  if (student.classID !== classID) {
    student.classID = classID;
    student.sectionID = null;
  }
  const entry: RecordChangeEntry = {
    at: change.at,
    byUserID: change.by.UserID,
    source: change.source,
    before,
    after,
  };
  const history = store.recordHistory.get(student.UserID);
  if (history) history.push(entry);
  else store.recordHistory.set(student.UserID, [entry]);
  if (student.instituteID !== null) {
    store.recordRevisions.set(
      student.instituteID,
      (store.recordRevisions.get(student.instituteID) ?? 0) + 1,
    );
  }
  return before ? 'changed' : 'new';
}
