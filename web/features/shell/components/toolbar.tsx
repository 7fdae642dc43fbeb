import MenuOutlined from '@ant-design/icons/MenuOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { state } from '../../../shared/session/session-store.ts';
import { setNavbarMobileOpen, toggleNavbar } from '../../../shared/ui/ui-state.ts';
import { usePhoneLayout } from '../hooks/use-phone-layout.ts';
import type { ToolbarTargets } from '../navigation.ts';
import { BrandHomeLink } from './brand-home-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { ToolbarNav } from './toolbar-nav.tsx';
import './toolbar.css';

/**
 * The top bar (seed §2): navbar toggle, Home/Dashboard/Jobs, then `actions` (quick panel, bell),
 * the language switch and `profileMenu`. On a phone the three links move into the mobile navbar;
 * the language switch stays, as one button for the other language.
 */
export function Toolbar({
  home,
  targets,
  actions,
  profileMenu,
  onReach,
}: {
  /** The role's landing page, where the logo goes. */
  home: string;
  targets: ToolbarTargets;
  actions: ReactNode;
  profileMenu: ReactNode;
  /**
   * The user reaches for the toolbar's controls: a pointer over it, or the keyboard's focus in it.
   * The shell runs the code of the panels they open then (issue 13).
   */
  onReach?: () => void;
}) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const { ui } = useSnapshot(state);
  const showBrand = phone || !ui.navbar.open;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer and focus are noted, not handled; the buttons inside do the work
    <header className="toolbar" onPointerOver={onReach} onFocus={onReach}>
      <button
        type="button"
        className="toolbar-icon"
        aria-label={t('shell.toggleNavigation')}
        aria-expanded={phone ? ui.navbar.mobileOpen : ui.navbar.open}
        onClick={phone ? () => setNavbarMobileOpen(true) : toggleNavbar}
      >
        <MenuOutlined aria-hidden />
      </button>
      {showBrand && <BrandHomeLink to={home} className="toolbar-brand" />}
      {!phone && <ToolbarNav targets={targets} />}
      <div className="toolbar-actions">
        {actions}
        <LanguageSwitch tone="dark" compact={phone} />
        {profileMenu}
      </div>
    </header>
  );
}
