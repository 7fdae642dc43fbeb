import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useRouteChange } from '../../../shared/routing/use-route-change.ts';
import { state } from '../../../shared/session/session-store.ts';
import { Drawer } from '../../../shared/ui/antd.ts';
import { setNavbarMobileOpen, toggleNavbarFolded } from '../../../shared/ui/ui-state.ts';
import { useHoverIntent } from '../hooks/use-hover-intent.ts';
import { usePhoneLayout } from '../hooks/use-phone-layout.ts';
import type { NavigationItem } from '../navigation.ts';
import { BrandHomeLink } from './brand-home-link.tsx';
import { NavigationMenu } from './navigation-menu.tsx';
import './navbar.css';

type Props = {
  /** The role's landing page, where the logo goes (D5: students reach /home from here). */
  home: string;
  items: readonly NavigationItem[];
};

/**
 * Desktop: the side navigation, 280 px, open or hidden, folded to icons that unfold on hover. A
 * navigation landmark of its own name ("Pages"), apart from the toolbar's ("Main").
 */
function DesktopNavbar({ home, items }: Props) {
  const { t } = useTranslation();
  const { navbar } = useSnapshot(state).ui;
  const hover = useHoverIntent();
  if (!navbar.open) return null;
  const expanded = !navbar.folded || hover.hovered;
  return (
    <nav
      className={`navbar${navbar.folded ? ' navbar-folded' : ''}${expanded ? ' navbar-expanded' : ''}`}
      aria-label={t('shell.pagesNavigation')}
      onMouseEnter={navbar.folded ? hover.onMouseEnter : undefined}
      onMouseLeave={navbar.folded ? hover.onMouseLeave : undefined}
    >
      <div className="navbar-panel">
        <div className="navbar-header">
          <BrandHomeLink to={home} className="navbar-brand" />
          <button
            type="button"
            className="navbar-fold"
            onClick={toggleNavbarFolded}
            aria-pressed={navbar.folded}
            aria-label={t(navbar.folded ? 'shell.unfoldNavigation' : 'shell.foldNavigation')}
          >
            {navbar.folded ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
          </button>
        </div>
        <NavigationMenu items={items} folded={!expanded} />
      </div>
    </nav>
  );
}

const closeMobileNavbar = () => setNavbarMobileOpen(false);

/** Phone: the same navigation in a drawer from the left; it closes when a page opens. */
function MobileNavbar({ home, items }: Props) {
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

/** The navbar (seed §4, §9): a side column on a desktop, a drawer on a phone. */
export function Navbar(props: Props) {
  return usePhoneLayout() ? <MobileNavbar {...props} /> : <DesktopNavbar {...props} />;
}
