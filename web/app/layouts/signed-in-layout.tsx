import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useSnapshot } from 'valtio';
import { useSignOut } from '../../features/auth/hooks/use-sign-out.ts';
import { useResumeTest } from '../../features/exam/hooks/use-resume-test.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { QuickPanelToggle } from '../../features/quick-panel/components/quick-panel-toggle.tsx';
import { Navbar } from '../../features/shell/components/navbar.tsx';
import { ProfileMenu } from '../../features/shell/components/profile-menu.tsx';
import { Toolbar } from '../../features/shell/components/toolbar.tsx';
import { usePhoneLayout } from '../../features/shell/hooks/use-phone-layout.ts';
import { pageDataCame } from '../../shared/api/queries-settled.ts';
import { usePageVisitLog } from '../../shared/page-visits/use-page-visit-log.ts';
import { state } from '../../shared/session/session-store.ts';
import { lazyWithAntd } from '../../shared/ui/lazy-with-antd.ts';
import { OnceOpened } from '../../shared/ui/once-opened.tsx';
import { loadWithPrefetchSteps } from '../../shared/ui/prefetch-steps.ts';
import { type IdleStep, preloadWhenIdle } from '../../shared/ui/preload-when-idle.ts';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/ui/skip-link.tsx';
import { landingFor } from '../landing.ts';
import { QueryProvider } from '../query-provider.tsx';
import { navigationFor, opensFor, shortcutsFor, toolbarTargets } from '../shell-pages.ts';
import './signed-in-layout.css';

// The shell's panels, each loaded with antd the first time it opens. Their files are fetched once
// the page has loaded, its data has come and the browser is idle (shell-panels.ts), and run when
// the user reaches for the toolbar: a first visit to a signed-in page on a slow phone runs none of
// them (issue 13).
const shellPanels = () => import('./shell-panels.ts');
const NotificationDrawer = lazyWithAntd(() =>
  shellPanels().then((panels) => panels.loadNotificationDrawer()),
);
const QuickPanel = lazyWithAntd(() => shellPanels().then((panels) => panels.loadQuickPanel()));
const MobileNavbar = lazyWithAntd(() => shellPanels().then((panels) => panels.loadMobileNavbar()));

/**
 * Fetches the panels' files, running none of them, one file per idle moment; a failed download is
 * tried again on use.
 */
const fetchPanelFiles: IdleStep = () => loadWithPrefetchSteps(shellPanels).catch(() => undefined);

/**
 * Runs the code of the panels the toolbar opens, one after the other, the drawer a phone's menu
 * button opens first there (each preload settles, downloaded or not).
 */
function runPanelCode(phone: boolean): void {
  const preloads = [
    ...(phone ? [MobileNavbar.preload] : []),
    NotificationDrawer.preload,
    QuickPanel.preload,
  ];
  void preloads.reduce<Promise<void>>(
    (previous, preload) => previous.then(preload),
    Promise.resolve(),
  );
}

/**
 * The signed-in shell (seed §2, §4) around `children`: skip link, navbar, toolbar, the page, and the
 * panels they open. /error uses it too, so a signed-in user lost there still has the whole app
 * around them. It draws no antd: the pages and panels that do come inside antd's theme
 * (router.tsx, lazyWithAntd), so a student's /home loads none (issue 13).
 */
export function SignedInFrame({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <SignedInShell>{children}</SignedInShell>
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
  const phone = usePhoneLayout();
  const client = useQueryClient();
  useEffect(() => preloadWhenIdle([fetchPanelFiles], pageDataCame(client)), [client]);
  const reached = useRef(false);
  const onReach = () => {
    if (reached.current) return;
    reached.current = true;
    runPanelCode(phone);
  };
  return (
    <div className="signed-in-layout">
      <SkipLink />
      <Navbar home={home} items={navigationFor(role)} PhoneNavbar={MobileNavbar} />
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
          profileMenu={
            <ProfileMenu onLogout={() => void signOut()} opens={(path) => opensFor(role, path)} />
          }
          onReach={onReach}
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
