import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { paths } from '../../shared/routing/paths.ts';
import { roleLabel } from '../../shared/session/role-label.ts';
import { state } from '../../shared/session/session-store.ts';
import { BrandMark } from './brand-mark.tsx';
import './signed-in-layout.css';

/** The minimal signed-in frame; the next issue replaces the header with the full toolbar. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { auth } = useSnapshot(state);
  const user = auth.user;
  return (
    <div className="signed-in-layout">
      <header className="app-header">
        <BrandMark size="small" />
        <div className="app-user">
          {user && (
            <span className="app-user-name">
              {t('shell.signedInAs', { name: user.displayName })}
              <span className="app-user-role">{roleLabel(user.role, t)}</span>
            </span>
          )}
          <LogoutButton onSignedOut={() => navigate(paths.login, { replace: true })} />
        </div>
      </header>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
