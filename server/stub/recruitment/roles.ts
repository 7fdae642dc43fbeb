import type { User } from '../auth/store.ts';
import type { Store } from '../store.ts';

/**
 * The caller as the recruitment core sees them (D4, D19): a student or an institute admin of an
 * institute, a recruiter or a client admin of a company, or someone with no part in it (a user with
 * no role, or a role without its institute or company).
 */
export type Viewer =
  | { role: 'student'; user: User; instituteID: number }
  | { role: 'instituteAdmin'; user: User; instituteID: number }
  | { role: 'recruiter'; user: User; CompanyID: number }
  | { role: 'clientAdmin'; user: User; CompanyID: number }
  | { role: 'none'; user: User };

export type Role = Viewer['role'];

/** The company's people: recruiters and the client admin. */
export type StaffViewer = Extract<Viewer, { CompanyID: number }>;

export function viewerOf(store: Store, user: User): Viewer {
  const { instituteID } = user;
  const CompanyID = store.companyOf.get(user.UserID);
  switch (user.userTypeName) {
    case 'Student':
      return instituteID === null ? { role: 'none', user } : { role: 'student', user, instituteID };
    case 'InstituteAdmin':
      return instituteID === null
        ? { role: 'none', user }
        : { role: 'instituteAdmin', user, instituteID };
    case 'Recruiter':
      return CompanyID === undefined
        ? { role: 'none', user }
        : { role: 'recruiter', user, CompanyID };
    case 'ClientAdmin':
      return CompanyID === undefined
        ? { role: 'none', user }
        : { role: 'clientAdmin', user, CompanyID };
    default:
      return { role: 'none', user };
  }
}

export const isStaff = (viewer: Viewer): viewer is StaffViewer =>
  viewer.role === 'recruiter' || viewer.role === 'clientAdmin';
