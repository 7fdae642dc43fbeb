import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import type { ComponentType } from 'react';
import { type PathPattern, paths } from '../../shared/routing/paths.ts';
import { type AuthList, canVisit, isAllowed } from '../../shared/routing/role-routes.ts';

/** One entry of the side navigation; `auth` filters it by role (seed §6). */
export type NavigationItem = {
  id: string;
  titleKey: string;
  url: PathPattern;
  icon: ComponentType;
  auth: AuthList;
};

/**
 * The navigation (seed §2, §6): the default configuration lists /home, /dashboard and /myjobs; the
 * admins' pages and the students' job board (D5) join them, each behind its auth list.
 */
export const navigation: readonly NavigationItem[] = [
  { id: 'home', titleKey: 'nav.home', url: paths.home, icon: HomeOutlined, auth: null },
  {
    id: 'dashboard',
    titleKey: 'nav.dashboard',
    url: paths.dashboard,
    icon: DashboardOutlined,
    auth: null,
  },
  {
    id: 'adminDashboard',
    titleKey: 'nav.dashboard',
    url: paths.adminDashboard,
    icon: DashboardOutlined,
    auth: ['ClientAdmin'],
  },
  {
    id: 'collegeDashboard',
    titleKey: 'nav.dashboard',
    url: paths.collegeDashboard,
    icon: DashboardOutlined,
    auth: ['InstituteAdmin'],
  },
  {
    id: 'myjobs',
    titleKey: 'nav.myJobs',
    url: paths.myJobs,
    icon: SolutionOutlined,
    auth: ['Recruiter'],
  },
  {
    id: 'jobs',
    titleKey: 'nav.jobs',
    url: paths.jobs,
    icon: FileSearchOutlined,
    auth: ['default', 'ClientAdmin'],
  },
  {
    id: 'allJobs',
    titleKey: 'nav.jobs',
    url: paths.allJobs,
    icon: FileSearchOutlined,
    auth: ['InstituteAdmin'],
  },
  {
    id: 'myProfile',
    titleKey: 'nav.myProfile',
    url: paths.myProfile,
    icon: ProfileOutlined,
    auth: null,
  },
];

/** The items a role sees: allowed by their auth list and inside the role's route set. */
export function navigationFor(role: string): NavigationItem[] {
  return navigation.filter((item) => isAllowed(item.auth, role) && canVisit(role, item.url));
}
