/**
 * The code of the signed-in shell's panels, in a chunk of its own that holds nothing else. The shell
 * asks for this chunk once the page has loaded and the browser is idle, and the bundler's runtime,
 * as it loads, adds a `<link rel="prefetch">` for each file these imports need: the browser fetches
 * them into its cache at its lowest priority and runs none of them. They run when the user reaches
 * for a panel or opens one (signed-in-layout.tsx). Issue 13: run while the browser was idle, their
 * antd made a student's cold /home a blocking time of 180–340 ms instead of 75–125 ms.
 */

/**
 * A panel's module, with antd's theme that every panel comes inside (lazyWithAntd runs it): its
 * file is prefetched with the panels', so a first tap needs no download at all.
 */
const withAntdRoot = <Panel>(panel: Promise<Panel>) =>
  Promise.all([panel, import(/* webpackPrefetch: true */ '../../shared/ui/antd-root.tsx')]);

export const loadNotificationDrawer = () =>
  withAntdRoot(
    import(
      /* webpackPrefetch: true */ '../../features/notifications/components/notification-drawer.tsx'
    ),
  ).then(([module, antdRoot]) => ({ Component: module.NotificationDrawer, antdRoot }));

export const loadQuickPanel = () =>
  withAntdRoot(
    import(/* webpackPrefetch: true */ '../../features/quick-panel/components/quick-panel.tsx'),
  ).then(([module, antdRoot]) => ({ Component: module.QuickPanel, antdRoot }));

export const loadMobileNavbar = () =>
  withAntdRoot(
    import(/* webpackPrefetch: true */ '../../features/shell/components/mobile-navbar.tsx'),
  ).then(([module, antdRoot]) => ({ Component: module.MobileNavbar, antdRoot }));
