import { Outlet } from 'react-router';
import { useSignOut } from '../../features/auth/hooks/use-sign-out.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { NotificationDrawer } from '../../features/notifications/components/notification-drawer.tsx';
import { QuickPanel } from '../../features/quick-panel/components/quick-panel.tsx';
import { QuickPanelToggle } from '../../features/quick-panel/components/quick-panel-toggle.tsx';
import { Navbar } from '../../features/shell/components/navbar.tsx';
import { ProfileMenu } from '../../features/shell/components/profile-menu.tsx';
import { Toolbar } from '../../features/shell/components/toolbar.tsx';
import { usePageVisitLog } from '../../shared/page-visits/use-page-visit-log.ts';
import './signed-in-layout.css';

/** The signed-in shell (seed §2, §4): navbar, toolbar, the page, and the panels they open. */
export function Component() {
  const signOut = useSignOut();
  usePageVisitLog();
  return (
    <div className="signed-in-layout">
      <Navbar />
      <div className="signed-in-main">
        <Toolbar
          actions={
            <>
              <QuickPanelToggle />
              <NotificationBell />
            </>
          }
          profileMenu={<ProfileMenu onLogout={() => void signOut()} />}
        />
        <main className="signed-in-content">
          <Outlet />
        </main>
      </div>
      <NotificationDrawer />
      <QuickPanel />
    </div>
  );
}
