import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { ComponentType } from 'react';
import type { PageName } from './pages.ts';

/**
 * The icon of each page the navigation, the toolbar or the shortcut list shows, one per page. Not
 * in pages.ts's entries: that module loads with the login page, which draws no icon, and these
 * drawings alone are some 2.5 kB of brotli, more than the login page's budget has left (issue 26).
 * The signed-in shell loads them (shell-pages.ts); a test checks every listed page has one. The
 * demo-template apps (D18) share one drawing: they are listed only in the quick panel, and an icon
 * each cost a student's /home 3.3 kB of brotli.
 */
export const pageIcons: { readonly [Name in PageName]?: ComponentType } = {
  home: HomeOutlined,
  dashboard: DashboardOutlined,
  adminDashboard: DashboardOutlined,
  collegeDashboard: DashboardOutlined,
  myJobs: SolutionOutlined,
  jobs: FileSearchOutlined,
  allJobs: FileSearchOutlined,
  postJob: FileAddOutlined,
  result: TrophyOutlined,
  students: TeamOutlined,
  myProfile: UserOutlined,
  mail: MailOutlined,
  eCommerceProducts: AppstoreOutlined,
  eCommerceOrders: AppstoreOutlined,
  invoice: AppstoreOutlined,
  faq: AppstoreOutlined,
  knowledgeBase: AppstoreOutlined,
  fileManager: AppstoreOutlined,
  icons: AppstoreOutlined,
  todo: AppstoreOutlined,
  scrumboard: AppstoreOutlined,
  calendar: AppstoreOutlined,
  notesApp: AppstoreOutlined,
  chat: AppstoreOutlined,
  contacts: AppstoreOutlined,
  academy: AppstoreOutlined,
  academyDashboard: AppstoreOutlined,
  reports: AppstoreOutlined,
  search: AppstoreOutlined,
  notificationPanel: AppstoreOutlined,
  templateProfile: AppstoreOutlined,
  quickPanelData: AppstoreOutlined,
  bookmarks: AppstoreOutlined,
};
