import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { state } from '../../../shared/session/session-store.ts';
import { navigationFor } from '../navigation.ts';

/** The role's navigation items; the current page's item is marked. */
export function NavigationMenu({ folded = false }: { folded?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const role = useSnapshot(state).auth.user?.role ?? '';
  return (
    <ul className="navigation-menu">
      {navigationFor(role).map(({ id, url, titleKey, icon: Icon }) => (
        <li key={id}>
          <Link
            to={url}
            className="navigation-item"
            aria-current={pathname === url ? 'page' : undefined}
            title={folded ? t(titleKey) : undefined}
          >
            <span className="navigation-icon" aria-hidden="true">
              <Icon />
            </span>
            <span className="navigation-label">{t(titleKey)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
