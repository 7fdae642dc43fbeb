import type { RecordChange, RecordSnapshot, RecordStudent } from '#openapi/records.ts';
import type { User } from '../../auth/store.ts';
import { isoAt } from '../../context.ts';
import type { Store } from '../../store.ts';
import { acceptedOfferCtc } from '../eligibility.ts';
import { className, sectionName } from '../views.ts';
import type { RecordChangeEntry, RecordState } from './store.ts';

/** A student as the institute admin lists them (D28), placed when holding an accepted offer (D25). */
export function recordStudentOf(store: Store, student: User): RecordStudent {
  const record = store.academicRecords.get(student.UserID);
  const history = store.recordHistory.get(student.UserID);
  const last = history?.[history.length - 1];
  return {
    UserID: student.UserID,
    displayName: student.displayName,
    email: student.email,
    classID: student.classID,
    className: className(student.classID),
    sectionID: student.sectionID,
    sectionName: sectionName(student.sectionID),
    placed: acceptedOfferCtc(store, student.UserID) !== null,
    record: record
      ? {
          cgpa: record.cgpa,
          tenthPercent: record.tenthPercent,
          twelfthPercent: record.twelfthPercent,
          activeBacklogs: record.activeBacklogs,
          graduationYear: record.graduationYear,
        }
      : null,
    recordUpdatedAt: last ? isoAt(last.at) : null,
  };
}

const snapshotOf = ({ classID, ...marks }: RecordState): RecordSnapshot => ({
  ...marks,
  className: className(classID),
});

export function recordChangeOf(store: Store, entry: RecordChangeEntry): RecordChange {
  return {
    at: isoAt(entry.at),
    by: {
      UserID: entry.byUserID,
      displayName: store.users.get(entry.byUserID)?.displayName ?? '',
    },
    source: entry.source,
    before: entry.before ? snapshotOf(entry.before) : null,
    after: snapshotOf(entry.after),
  };
}
