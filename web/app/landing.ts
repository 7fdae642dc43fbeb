import { type PathPattern, paths } from '../shared/routing/paths.ts';
import { type Role, roleOf } from '../shared/session/role.ts';

// Kept apart from pages.ts: the route modules read it, and pages.ts loads the route modules.

/** The page each role lands on after sign-in, from `/` and from the logo (seed §2, D4). */
const landingPages: Readonly<Record<Role, PathPattern>> = {
  Recruiter: paths.home,
  Student: paths.home,
  other: paths.home,
  none: paths.home,
  ClientAdmin: paths.adminDashboard,
  InstituteAdmin: paths.collegeDashboard,
};

/** The role's landing page (seed §2, D4): where the logo and `/` take it. */
export const landingFor = (role: Role): PathPattern => landingPages[role];

/** Where a login lands (seed §4, D4): 6 → /home, 10 → /admindashboard, 11 → /collegedashboard. */
export function landingPathFor(userType: number, userTypeName: string): PathPattern {
  if (userType === 6) return landingFor('Recruiter');
  if (userType === 10) return landingFor('ClientAdmin');
  if (userType === 11) return landingFor('InstituteAdmin');
  return landingFor(roleOf(userTypeName));
}
