import { createBrowserRouter, redirect } from 'react-router';
import { paths } from '../shared/routing/paths.ts';
import { onSessionExpired } from '../shared/session/session-expiry.ts';
import { redirectFromRoot, redirectIfSignedIn, requireAccess } from './guards.ts';
import { isSignedInPage, type Page, pages } from './pages.ts';

/** Shown while the first route's loader and lazy module arrive; the page follows at once. */
function FirstLoad() {
  return null;
}

const routeOf = ({ path, module }: Page) => ({ path, lazy: module });

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
            ...routeOf(page),
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
