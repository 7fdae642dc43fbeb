import { lazy, type ReactNode } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useSnapshot } from 'valtio';
import { useSignOut } from '../../features/auth/hooks/use-sign-out.ts';
import { useResumeTest } from '../../features/exam/hooks/use-resume-test.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { QuickPanelToggle } from '../../features/quick-panel/components/quick-panel-toggle.tsx';
import { Navbar } from '../../features/shell/components/navbar.tsx';
import { ProfileMenu } from '../../features/shell/components/profile-menu.tsx';
import { Toolbar } from '../../features/shell/components/toolbar.tsx';
import { usePageVisitLog } from '../../shared/page-visits/use-page-visit-log.ts';
import { state } from '../../shared/session/session-store.ts';
import { AntdRoot } from '../../shared/ui/antd-root.tsx';
import { OnceOpened } from '../../shared/ui/once-opened.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/ui/skip-link.tsx';
import { landingFor } from '../pages.ts';
import { QueryProvider } from '../query-provider.tsx';
import { navigationFor, opensFor, shortcutsFor, toolbarTargets } from '../shell-pages.ts';
import './signed-in-layout.css';

// The two side panels load the first time they open (their code is prefetched while the browser
// is idle): a first visit to a signed-in page on a slow phone draws neither (issue 13).
const NotificationDrawer = lazy(() =>
  import(
    /* webpackPrefetch: true */ '../../features/notifications/components/notification-drawer.tsx'
  ).then((module) => ({ default: module.NotificationDrawer })),
);
const QuickPanel = lazy(() =>
  import(/* webpackPrefetch: true */ '../../features/quick-panel/components/quick-panel.tsx').then(
    (module) => ({ default: module.QuickPanel }),
  ),
);

/**
 * The signed-in shell (seed §2, §4) around `children`: skip link, navbar, toolbar, the page, and the
 * panels they open, inside antd's theme (AntdRoot: its own icons are kept from being read out). /error uses it too, so a
 * signed-in user lost there still has the whole app around them.
 */
export function SignedInFrame({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <AntdRoot>
        <SignedInShell>{children}</SignedInShell>
      </AntdRoot>
    </QueryProvider>
  );
}

export function Component() {
  return (
    <SignedInFrame>
      <Outlet />
    </SignedInFrame>
  );
}

function SignedInShell({ children }: { children: ReactNode }) {
  const signOut = useSignOut();
  const resumeTest = useResumeTest();
  const { auth, ui } = useSnapshot(state);
  const role = auth.user?.role ?? 'none';
  // A visit counts from the moment the user asks for the page, not from when its code has come.
  const opening = useNavigation().location;
  usePageVisitLog(opening && opensFor(role, opening.pathname) ? opening : undefined);
  const home = landingFor(role);
  return (
    <div className="signed-in-layout">
      <SkipLink />
      <Navbar home={home} items={navigationFor(role)} />
      <div className="signed-in-main">
        <Toolbar
          home={home}
          targets={toolbarTargets(role)}
          actions={
            <>
              <QuickPanelToggle />
              <NotificationBell />
            </>
          }
          profileMenu={<ProfileMenu onLogout={() => void signOut()} />}
        />
        <main className="signed-in-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </main>
      </div>
      <OnceOpened open={ui.notificationPanel}>
        <NotificationDrawer onResumeTest={resumeTest} />
      </OnceOpened>
      <OnceOpened open={ui.quickPanel}>
        <QuickPanel shortcuts={shortcutsFor(role)} />
      </OnceOpened>
    </div>
  );
}
