import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { activeToolbarItem, type ToolbarItem, type ToolbarTargets } from '../navigation.ts';

/** Seed §2: pressing Home while on /home reloads the page. */
function reloadWhenHome(event: MouseEvent, pathname: string) {
  if (pathname !== paths.home) return;
  event.preventDefault();
  window.location.reload();
}

/** The toolbar's places in order, each named as seed §2 names it, whichever page it goes to. */
const places: readonly { item: ToolbarItem; labelKey: string }[] = [
  { item: 'home', labelKey: 'nav.home' },
  { item: 'dashboard', labelKey: 'nav.dashboard' },
  { item: 'jobs', labelKey: 'nav.jobs' },
];

/** The toolbar's Home (Recruiter only), Dashboard and Jobs, the one matching the path highlighted. */
export function ToolbarNav({ targets }: { targets: ToolbarTargets }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeToolbarItem(pathname);
  return (
    <nav className="toolbar-nav" aria-label={t('shell.toolbarNavigation')}>
      {places.map(({ item, labelKey }) => {
        const target = targets[item];
        if (!target) return null;
        const Icon = target.icon;
        return (
          <Link
            key={item}
            to={target.to}
            className="toolbar-nav-item"
            aria-current={active === item ? 'page' : undefined}
            onClick={item === 'home' ? (event) => reloadWhenHome(event, pathname) : undefined}
          >
            {Icon ? (
              <span className="toolbar-nav-icon" aria-hidden="true">
                <Icon />
              </span>
            ) : null}
            <span>{t(labelKey)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
