import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NavigationItem } from '../navigation.ts';

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
      {items.map(({ id, to, titleKey, icon: Icon }) => (
        <li key={id}>
          <Link
            to={to}
            className="navigation-item"
            aria-current={pathname === to ? 'page' : undefined}
            title={folded ? t(titleKey) : undefined}
          >
            <span className="navigation-icon" aria-hidden="true">
              {Icon ? <Icon /> : null}
            </span>
            <span className="navigation-label">{t(titleKey)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
