import { type ComponentType, Suspense } from 'react';
import { createBrowserRouter, matchPath, redirect, useRouteError } from 'react-router';
import { SCREEN_TEMPLATE_ID } from '../features/exam/pre-paint/page-data.ts';
import { paths } from '../shared/routing/paths.ts';
import { onSessionExpired } from '../shared/session/session-expiry.ts';
import { state } from '../shared/session/session-store.ts';
import { lazyDrawn } from '../shared/ui/lazy-drawn.ts';
import { NotForRole, redirectFromRoot, redirectIfSignedIn, requireAccess } from './guards.ts';
import type { Frame } from './layouts/framed-page.tsx';
import { rememberPageFiles } from './page-files.ts';
import { dropPageSnapshotWhenLeft } from './page-snapshot-drop.ts';
import { isSignedInPage, mayOpen, type Page, pages } from './pages.ts';

/** Shown while the first route's loader and lazy module arrive; the page follows at once. */
function FirstLoad() {
  return null;
}

// Loaded only when a page of another role is opened: the login page's scripts carry none of it.
const NotForRolePage = lazyDrawn(() =>
  import('./routes/not-for-role.tsx').then(({ NotForRolePage }) => NotForRolePage),
);

/**
 * A signed-in route's error boundary: a page of another role (the guard's NotForRole) is said at
 * its own URL, inside the shell; any other error goes on to the router's own boundary.
 */
function SignedInRouteError() {
  const error = useRouteError();
  if (!(error instanceof NotForRole)) throw error;
  return (
    <Suspense fallback={null}>
      <NotForRolePage page={error.page} />
    </Suspense>
  );
}

/**
 * A route module whose page draws antd, inside AntdRoot: antd's theme and style engine load with
 * the page, never with one that draws none (the login page, a student's first visit).
 */
const themed = (load: Page['module']) => async () => {
  const [module, { withAntd }] = await Promise.all([load(), import('../shared/ui/antd-root.tsx')]);
  const { Component } = module as { Component?: ComponentType };
  return Component ? { ...module, Component: withAntd(Component) } : module;
};

const signedInLayout = () => import('./layouts/signed-in-layout.tsx');
// A chunk of its own: a student's /home, drawing no antd, loads none of it.
const framedPageModule = () => import('./layouts/framed-page.tsx');
/** A page's own frame (pages.ts `frame`), asked for with framed-page's chunk; else PageFrame. */
const frameOf = async (page: Page): Promise<Frame | undefined> => {
  if (page.frame === 'demo') return (await import('./layouts/demo-frame.tsx')).DemoFrame;
  if (page.frame === 'profile') return (await import('./layouts/profile-frame.tsx')).ProfileFrame;
  return undefined;
};

/** Whether a page's frame is painted before its body comes (pages.ts `frame`). */
const hasFrame = (page: Page) => page.antd !== false || page.frame !== undefined;

/** A page's body as the router draws it: inside AntdRoot unless it draws no antd. */
const bodyOf = (page: Page) => (page.antd === false ? page.module : themed(page.module));

/**
 * A signed-in page with a frame: its frame comes with the layout, its body inside it when its code
 * (and antd's, if it draws antd) has come (layouts/framed-page.tsx, issue 29). One without comes
 * whole.
 */
const framed = (page: Page) =>
  hasFrame(page)
    ? async () => {
        const [{ framedPage }, frame] = await Promise.all([framedPageModule(), frameOf(page)]);
        return { Component: framedPage(bodyOf(page), frame) };
      }
    : page.module;

/**
 * Starts loading the code of the signed-in page at `pathname`, and its layout, and sends the
 * page's first API requests, while the app is still starting (issue 13): the router asks for them
 * only once React DOM and the app have run, a second or more later on a slow phone, and the page
 * asks the API only once it renders. It then finds them loaded and answered. A page the session may not
 * open loads nothing: its guard redirects. The public screens come prerendered and need no haste.
 */
export function preloadSignedInPage(pathname: string): void {
  const match = pages
    .map((page) => ({ page, params: matchPath(page.path, pathname)?.params }))
    .find(({ params }) => params !== undefined);
  const page = match?.page;
  const role = state.auth.user?.role;
  if (!page || !isSignedInPage(page) || state.auth.token === null || !role) return;
  if (!mayOpen(role, page)) return;
  // A failed download here is the router's to report, when it asks again.
  const ignore = () => undefined;
  // A page with a frame asks for its body once its frame has been painted (framed-page.tsx).
  const loaded = hasFrame(page)
    ? Promise.all([signedInLayout(), framedPageModule(), frameOf(page)])
        .then(([, framedPage]) => framedPage.firstFramePainted)
        .then(() =>
          Promise.all([
            page.module(),
            page.antd === false ? undefined : import('../shared/ui/antd-root.tsx'),
          ]),
        )
    : Promise.all([signedInLayout(), page.module()]);
  loaded.then(() => rememberPageFiles(pathname, role), ignore);
  page.requestEarly?.(role, match.params ?? {});
}

/** A page's path and module, inside AntdRoot unless it draws no antd. */
const routeOf = ({ path, module, antd }: Page) => ({
  path,
  lazy: antd === false ? module : themed(module),
});

/** The data router, read off the page registry: every route lazy, guards as loaders. */
export function createAppRouter() {
  const router = createBrowserRouter([
    {
      HydrateFallback: FirstLoad,
      children: [
        { path: paths.root, loader: redirectFromRoot },
        {
          lazy: () => import('./layouts/public-layout.tsx'),
          loader: redirectIfSignedIn,
          children: pages.filter((page) => page.access === 'public').map(routeOf),
        },
        {
          lazy: signedInLayout,
          children: pages.filter(isSignedInPage).map((page) => ({
            path: page.path,
            lazy: framed(page),
            loader: requireAccess(page),
            ErrorBoundary: SignedInRouteError,
            handle: {
              titleKey: page.titleKey,
              subtitleKey: page.subtitleKey,
              subtitleKeyFor: page.subtitleKeyFor,
            },
          })),
        },
        {
          lazy: () => import('./layouts/session-frame.tsx'),
          children: pages.filter((page) => page.access === 'everyone').map(routeOf),
        },
        { path: '*', loader: () => redirect(paths.error) },
      ],
    },
  ]);
  onSessionExpired(() => void router.navigate(paths.login, { replace: true }));
  dropPageSnapshotWhenLeft(router);
  // The test page's copy of the question (features/exam/pre-paint): its code comes only there.
  if (document.getElementById(SCREEN_TEMPLATE_ID)) {
    void import('../features/exam/pre-paint/hand-off.ts').then(
      ({ dropPrepaintWhenLeft }) => dropPrepaintWhenLeft(router),
      () => undefined,
    );
  }
  return router;
}
