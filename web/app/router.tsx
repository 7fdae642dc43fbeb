import type { ComponentType } from 'react';
import { createBrowserRouter, redirect } from 'react-router';
import { paths } from '../shared/routing/paths.ts';
import { onSessionExpired } from '../shared/session/session-expiry.ts';
import { redirectFromRoot, redirectIfSignedIn, requireAccess } from './guards.ts';
import { isSignedInPage, type Page, pages } from './pages.ts';

/** Shown while the first route's loader and lazy module arrive; the page follows at once. */
function FirstLoad() {
  return null;
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

/** A public or everyone's page; the signed-in layout holds AntdRoot for the pages inside it. */
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
          lazy: () => import('./layouts/signed-in-layout.tsx'),
          children: pages.filter(isSignedInPage).map((page) => ({
            path: page.path,
            lazy: page.module,
            loader: requireAccess(page),
            handle: { titleKey: page.titleKey },
          })),
        },
        ...pages.filter((page) => page.access === 'everyone').map(routeOf),
        { path: '*', loader: () => redirect(paths.error) },
      ],
    },
  ]);
  onSessionExpired(() => void router.navigate(paths.login, { replace: true }));
  return router;
}
