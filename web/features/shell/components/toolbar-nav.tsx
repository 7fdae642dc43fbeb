import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { activeToolbarItem, type ToolbarTargets } from '../navigation.ts';

/** Seed §2: pressing Home while on /home reloads the page. */
function reloadWhenHome(event: MouseEvent, pathname: string) {
  if (pathname !== paths.home) return;
  event.preventDefault();
  window.location.reload();
}

/** The toolbar's Home (Recruiter only), Dashboard and Jobs, the one matching the path highlighted. */
export function ToolbarNav({ targets }: { targets: ToolbarTargets }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeToolbarItem(pathname);
  const items = [
    targets.home && {
      id: 'home',
      to: targets.home,
      label: t('nav.home'),
      icon: <HomeOutlined aria-hidden />,
    },
    targets.dashboard && {
      id: 'dashboard',
      to: targets.dashboard,
      label: t('nav.dashboard'),
      icon: <DashboardOutlined aria-hidden />,
    },
    targets.jobs && {
      id: 'jobs',
      to: targets.jobs,
      label: t('nav.jobs'),
      icon: <FileSearchOutlined aria-hidden />,
    },
  ].filter((item) => !!item);
  return (
    <nav className="toolbar-nav" aria-label={t('shell.toolbarNavigation')}>
      {items.map((item) => (
        <Link
          key={item.id}
          to={item.to}
          className="toolbar-nav-item"
          aria-current={active === item.id ? 'page' : undefined}
          onClick={item.id === 'home' ? (event) => reloadWhenHome(event, pathname) : undefined}
        >
          {item.icon}
          <span>{item.label}</span>
        </Link>
      ))}
    </nav>
  );
}
