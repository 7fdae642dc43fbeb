import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useRouteChange } from '../../../shared/routing/use-route-change.ts';
import { state } from '../../../shared/session/session-store.ts';
import { Drawer } from '../../../shared/ui/antd.ts';
import { setNavbarMobileOpen } from '../../../shared/ui/ui-state.ts';
import { BrandHomeLink } from './brand-home-link.tsx';
import type { NavbarProps } from './navbar.tsx';
import { NavigationMenu } from './navigation-menu.tsx';

const closeMobileNavbar = () => setNavbarMobileOpen(false);

/** Phone: the same navigation in a drawer from the left; it closes when a page opens. */
export function MobileNavbar({ home, items }: NavbarProps) {
  const { t } = useTranslation();
  const open = useSnapshot(state).ui.navbar.mobileOpen;
  const nameId = useId();
  // A new path means the user picked a page; the drawer has done its job.
  useRouteChange(closeMobileNavbar);
  return (
    <Drawer
      open={open}
      placement="left"
      size={280}
      onClose={closeMobileNavbar}
      title={<BrandHomeLink to={home} className="navbar-brand" />}
      className="navbar-mobile"
      // antd names the drawer by its title, the logo link; the dialog is the navigation.
      aria-labelledby={nameId}
    >
      <span id={nameId} className="visually-hidden">
        {t('shell.navigation')}
      </span>
      <nav aria-label={t('shell.pagesNavigation')}>
        <NavigationMenu items={items} />
      </nav>
    </Drawer>
  );
}
