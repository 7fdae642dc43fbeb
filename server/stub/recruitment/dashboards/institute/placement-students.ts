import type { InstituteDashboardQuery } from '#openapi/dashboard-institute.ts';
import type { FieldError } from '../../../../contract/envelope.ts';
import type { User } from '../../../auth/store.ts';
import { classes, sections } from '../../../common/lookup-data.ts';
import type { Store } from '../../../store.ts';
import type { ApplicationRecord } from '../../applications/store.ts';
import { finalYearOf } from '../../generate.ts';
import type { AcademicRecordEntry } from '../../profiles/store.ts';
import { viewerOf } from '../../roles.ts';

// Which students the institute's dashboard and its placement report count (D25): the institute's
// students of the graduation year, of a class and section when asked; shared by both so the CSV's
// rows are always the dashboard's students.

/** A student of the filter, with their applications and their accepted offer (D25, D27: one). */
export type PlacementStudent = {
  user: User;
  record: AcademicRecordEntry;
  applications: readonly ApplicationRecord[];
  accepted: ApplicationRecord | undefined;
};

/** The filter's own checks beyond the schema: the class is the institute's, the section the class's. */
function filterProblems(instituteID: number, query: InstituteDashboardQuery): FieldError[] {
  const { classID, sectionID } = query;
  if (classID !== undefined) {
    const item = classes.find((entry) => entry.id === classID);
    if (item?.instituteID !== instituteID) {
      return [{ field: '/classID', message: 'is not a class of your institute' }];
    }
  }
  if (sectionID === undefined) return [];
  if (classID === undefined) return [{ field: '/classID', message: 'is needed with sectionID' }];
  const section = sections.find((entry) => entry.id === sectionID);
  return section?.classID === classID
    ? []
    : [{ field: '/sectionID', message: 'is not a section of the class' }];
}

/** The graduation year asked for, or the final-year classes' (D20). */
const graduationYearOf = (query: InstituteDashboardQuery, now: number) =>
  query.graduationYear ?? finalYearOf(now);

/**
 * The institute's students of the filter, with what the figures need; and every graduation year
 * its students' records hold (the filter's choices).
 */
export function placementStudents(
  store: Store,
  instituteID: number,
  query: InstituteDashboardQuery,
  graduationYear: number,
): { students: PlacementStudent[]; graduationYears: number[] } {
  const students: PlacementStudent[] = [];
  const years = new Set<number>();
  for (const user of store.users.values()) {
    if (user.userTypeName !== 'Student' || user.instituteID !== instituteID) continue;
    const record = store.academicRecords.get(user.UserID);
    if (!record) continue;
    years.add(record.graduationYear);
    if (record.graduationYear !== graduationYear) continue;
    if (query.classID !== undefined && user.classID !== query.classID) continue;
    if (query.sectionID !== undefined && user.sectionID !== query.sectionID) continue;
    const applications = store.applicationsByStudent.get(user.UserID) ?? [];
    const accepted = applications.find((application) => application.stage === 'offerAccepted');
    students.push({ user, record, applications, accepted });
  }
  return { students, graduationYears: [...years].sort((a, b) => a - b) };
}

/** A call of the dashboard or its report: the caller's students of the filter, or why not. */
export type PlacementCall =
  | { refused: 'ROLE_NOT_ALLOWED' }
  | { problems: FieldError[] }
  | {
      instituteID: number;
      graduationYear: number;
      students: PlacementStudent[];
      graduationYears: number[];
    };

/** Only an institute admin, over their own institute (D22), with a filter of that institute. */
export function placementCall(
  store: Store,
  user: User,
  query: InstituteDashboardQuery,
  now: number,
): PlacementCall {
  const viewer = viewerOf(store, user);
  if (viewer.role !== 'instituteAdmin') return { refused: 'ROLE_NOT_ALLOWED' };
  const problems = filterProblems(viewer.instituteID, query);
  if (problems.length > 0) return { problems };
  const graduationYear = graduationYearOf(query, now);
  const found = placementStudents(store, viewer.instituteID, query, graduationYear);
  return { instituteID: viewer.instituteID, graduationYear, ...found };
}
