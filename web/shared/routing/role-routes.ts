import { type PathPattern, paths } from './paths.ts';

/** The three route sets of seed §2 and D4/D5; every role not named here gets `default`. */
export type RouteSetName = 'default' | 'ClientAdmin' | 'InstituteAdmin';

type RouteSet = { root: PathPattern; paths: readonly PathPattern[] };

/** Pages every signed-in user has: their own profile (D6, D14) and the demo Inbox (D6). */
const everyRole: readonly PathPattern[] = [paths.profile, paths.myProfile, paths.mail];

export const routeSets: Record<RouteSetName, RouteSet> = {
  default: {
    root: paths.home,
    paths: [
      paths.home,
      paths.postJob,
      paths.result,
      paths.myJobs,
      paths.dashboard,
      paths.progress,
      // D5: the student's job board.
      paths.jobs,
      // Seed §2: the test screen is where students take their tests.
      paths.test,
      ...everyRole,
    ],
  },
  ClientAdmin: {
    root: paths.adminDashboard,
    paths: [paths.adminDashboard, paths.jobs, ...everyRole],
  },
  InstituteAdmin: {
    root: paths.collegeDashboard,
    paths: [paths.collegeDashboard, paths.allJobs, ...everyRole],
  },
};

/** D4: the role name (`userTypeName`) picks the route set. */
export function routeSetFor(role: string): RouteSet {
  return role === 'ClientAdmin' || role === 'InstituteAdmin' ? routeSets[role] : routeSets.default;
}

/** Where a login lands (seed §4, D4): 6 → /home, 10 → /admindashboard, 11 → /collegedashboard. */
export function landingPathFor(userType: number, role: string): PathPattern {
  if (userType === 6) return paths.home;
  if (userType === 10) return paths.adminDashboard;
  if (userType === 11) return paths.collegeDashboard;
  return routeSetFor(role).root;
}

/** Whether a route pattern belongs to the role's set. */
export function canVisit(role: string, pattern: PathPattern): boolean {
  return routeSetFor(role).paths.includes(pattern);
}

/**
 * The roles a user holds, for auth lists (seed §6): none when the server names no role
 * (`userTypeName` empty), else the one role it names.
 */
export function rolesOf(role: string): string[] {
  return role.trim() === '' ? [] : [role];
}

/** The roles seed §6 names; every other role is the default one ("other"). */
const namedRoles = ['Recruiter', 'ClientAdmin', 'InstituteAdmin'];

/**
 * An auth list (seed §6): `null` lets everyone in, `[]` only users without roles, otherwise users
 * holding one of the listed roles. `'default'` in a list stands for every role seed §6 does not name.
 */
export type AuthList = readonly string[] | null;

export function isAllowed(auth: AuthList, role: string): boolean {
  if (auth === null) return true;
  const roles = rolesOf(role);
  if (auth.length === 0) return roles.length === 0;
  return roles.some(
    (held) => auth.includes(held) || (!namedRoles.includes(held) && auth.includes('default')),
  );
}

/** The toolbar's three destinations for a role (seed §2 with D5); Home is the Recruiter's only. */
export function toolbarTargets(role: string): {
  home: PathPattern | null;
  dashboard: PathPattern;
  jobs: PathPattern;
} {
  if (role === 'Recruiter')
    return { home: paths.home, dashboard: paths.dashboard, jobs: paths.myJobs };
  if (role === 'InstituteAdmin')
    return { home: null, dashboard: paths.collegeDashboard, jobs: paths.allJobs };
  if (role === 'ClientAdmin')
    return { home: null, dashboard: paths.adminDashboard, jobs: paths.jobs };
  return { home: null, dashboard: paths.dashboard, jobs: paths.jobs };
}

/** Seed §2: a toolbar item is active when the path contains its word. */
export function activeToolbarItem(pathname: string): 'home' | 'dashboard' | 'jobs' | null {
  const path = pathname.toLowerCase();
  if (path.includes('home')) return 'home';
  if (path.includes('dashboard')) return 'dashboard';
  if (path.includes('jobs')) return 'jobs';
  return null;
}
