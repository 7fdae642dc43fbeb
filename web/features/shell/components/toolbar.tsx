import MenuOutlined from '@ant-design/icons/MenuOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { state } from '../../../shared/session/session-store.ts';
import { BrandMark } from '../../../shared/ui/brand-mark.tsx';
import { setNavbarMobileOpen, toggleNavbar } from '../../../shared/ui/ui-state.ts';
import { usePhoneLayout } from '../hooks/use-phone-layout.ts';
import type { ToolbarTargets } from '../navigation.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { ToolbarNav } from './toolbar-nav.tsx';
import './toolbar.css';

/**
 * The top bar (seed §2): navbar toggle, Home/Dashboard/Jobs, then `actions` (quick panel, bell),
 * the language switch and `profileMenu`. On a phone the three links move into the mobile navbar.
 */
export function Toolbar({
  home,
  targets,
  actions,
  profileMenu,
}: {
  /** The role's landing page, where the logo goes. */
  home: string;
  targets: ToolbarTargets;
  actions: ReactNode;
  profileMenu: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const { ui } = useSnapshot(state);
  const showBrand = phone || !ui.navbar.open;
  return (
    <header className="toolbar">
      <button
        type="button"
        className="toolbar-icon"
        aria-label={t('shell.toggleNavigation')}
        aria-expanded={phone ? ui.navbar.mobileOpen : ui.navbar.open}
        onClick={phone ? () => setNavbarMobileOpen(true) : toggleNavbar}
      >
        <MenuOutlined aria-hidden />
      </button>
      {showBrand && (
        <Link to={home} className="toolbar-brand" aria-label={t('shell.goHome')}>
          <BrandMark size="small" />
        </Link>
      )}
      {!phone && <ToolbarNav targets={targets} />}
      <div className="toolbar-actions">
        {actions}
        {!phone && <LanguageSwitch tone="dark" />}
        {profileMenu}
      </div>
    </header>
  );
}
