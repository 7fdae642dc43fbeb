import { type PathPattern, paths } from './paths.ts';

/** The three route sets of seed §2 and D4/D5; every role not named here gets `default`. */
export type RouteSetName = 'default' | 'ClientAdmin' | 'InstituteAdmin';

type RouteSet = { root: PathPattern; paths: readonly PathPattern[] };

export const routeSets: Record<RouteSetName, RouteSet> = {
  default: {
    root: paths.home,
    paths: [
      paths.home,
      paths.postJob,
      paths.result,
      paths.profile,
      paths.myJobs,
      paths.dashboard,
      paths.progress,
      // D5: the student's job board.
      paths.jobs,
    ],
  },
  ClientAdmin: { root: paths.adminDashboard, paths: [paths.adminDashboard, paths.jobs] },
  InstituteAdmin: {
    root: paths.collegeDashboard,
    paths: [paths.collegeDashboard, paths.allJobs],
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

/** Every signed-in route pattern, once, for the router. */
export const signedInPatterns: readonly PathPattern[] = [
  ...new Set(Object.values(routeSets).flatMap((set) => set.paths)),
];
