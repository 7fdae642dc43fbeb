import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { state } from '../../../shared/session/session-store.ts';
import { OnceOpened } from '../../../shared/ui/once-opened.tsx';
import { toggleNavbarFolded } from '../../../shared/ui/ui-state.ts';
import { useHoverIntent } from '../hooks/use-hover-intent.ts';
import { usePhoneLayout } from '../hooks/use-phone-layout.ts';
import type { NavigationItem } from '../navigation.ts';
import { BrandHomeLink } from './brand-home-link.tsx';
import { NavigationMenu } from './navigation-menu.tsx';
import './navbar.css';

export type NavbarProps = {
  /** The role's landing page, where the logo goes (D5: students reach /home from here). */
  home: string;
  items: readonly NavigationItem[];
};

/**
 * Desktop: the side navigation, 280 px, open or hidden, folded to icons that unfold on hover. A
 * navigation landmark of its own name ("Pages"), apart from the toolbar's ("Main").
 */
function DesktopNavbar({ home, items }: NavbarProps) {
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

/**
 * The navbar (seed §4, §9): a side column on a desktop; on a phone `PhoneNavbar`, the drawer of
 * mobile-navbar.tsx, drawn from the first time it opens (the shell hands it in, loaded lazily:
 * issue 13).
 */
export function Navbar({
  PhoneNavbar,
  ...props
}: NavbarProps & { PhoneNavbar: ComponentType<NavbarProps> }) {
  const mobileOpen = useSnapshot(state).ui.navbar.mobileOpen;
  return usePhoneLayout() ? (
    <OnceOpened open={mobileOpen}>
      <PhoneNavbar {...props} />
    </OnceOpened>
  ) : (
    <DesktopNavbar {...props} />
  );
}
