import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import BookOutlined from '@ant-design/icons/BookOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import ContactsOutlined from '@ant-design/icons/ContactsOutlined';
import ControlOutlined from '@ant-design/icons/ControlOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FolderOutlined from '@ant-design/icons/FolderOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import ProjectOutlined from '@ant-design/icons/ProjectOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { ComponentType } from 'react';
import type { PageName } from './pages.ts';

/**
 * The icon of each page the navigation, the toolbar or the shortcut list shows, one per page. Not
 * in pages.ts's entries: that module loads with the login page, which draws no icon, and these
 * drawings alone are some 2.5 kB of brotli, more than the login page's budget has left (issue 26).
 * The signed-in shell loads them (shell-pages.ts); a test checks every listed page has one.
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
  myProfile: UserOutlined,
  mail: MailOutlined,
  eCommerceProducts: ShoppingOutlined,
  eCommerceOrders: ShoppingCartOutlined,
  invoice: FileTextOutlined,
  faq: QuestionCircleOutlined,
  knowledgeBase: ReadOutlined,
  fileManager: FolderOutlined,
  icons: AppstoreOutlined,
  todo: CheckSquareOutlined,
  scrumboard: ProjectOutlined,
  calendar: CalendarOutlined,
  notesApp: BookOutlined,
  chat: MessageOutlined,
  contacts: ContactsOutlined,
  academy: ReadOutlined,
  academyDashboard: DashboardOutlined,
  reports: BarChartOutlined,
  search: SearchOutlined,
  notificationPanel: BellOutlined,
  templateProfile: IdcardOutlined,
  quickPanelData: ControlOutlined,
  bookmarks: StarOutlined,
};
