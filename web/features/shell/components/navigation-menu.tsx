import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NavigationItem } from '../navigation.ts';

/** Each page's icon, by the page's id; a page not listed gets a generic one. */
const icons: Record<string, ComponentType> = {
  home: HomeOutlined,
  dashboard: DashboardOutlined,
  adminDashboard: DashboardOutlined,
  collegeDashboard: DashboardOutlined,
  myJobs: SolutionOutlined,
  jobs: FileSearchOutlined,
  allJobs: FileSearchOutlined,
  myProfile: ProfileOutlined,
};

/** The role's navigation items; the current page's item is marked. */
export function NavigationMenu({
  items,
  folded = false,
}: {
  items: readonly NavigationItem[];
  folded?: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ul className="navigation-menu">
      {items.map(({ id, to, titleKey }) => {
        const Icon = icons[id] ?? AppstoreOutlined;
        return (
          <li key={id}>
            <Link
              to={to}
              className="navigation-item"
              aria-current={pathname === to ? 'page' : undefined}
              title={folded ? t(titleKey) : undefined}
            >
              <span className="navigation-icon" aria-hidden="true">
                <Icon />
              </span>
              <span className="navigation-label">{t(titleKey)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
