import { createBrowserRouter, redirect } from 'react-router';
import { type PathPattern, paths } from '../shared/routing/paths.ts';
import { onSessionExpired } from '../shared/session/session-expiry.ts';
import { redirectFromRoot, redirectIfSignedIn, requireAccess } from './guards.ts';

type PageRoute = {
  path: PathPattern;
  titleKey?: string;
  /** A demo-template page (D18): only there while the server's demo stubs are on. */
  demo?: boolean;
  lazy: () => Promise<object>;
};

const placeholder = () => import('./routes/page-placeholder.tsx');

/**
 * Every signed-in page. Which roles may open which is data in role-routes.ts; a page without its
 * own module yet shows the frame with its title (`handle.titleKey`).
 */
const signedInPages: PageRoute[] = [
  { path: paths.home, lazy: () => import('./routes/home.tsx') },
  { path: paths.adminDashboard, lazy: () => import('./routes/admin-dashboard.tsx') },
  { path: paths.collegeDashboard, lazy: () => import('./routes/college-dashboard.tsx') },
  { path: paths.postJob, titleKey: 'pages.postJob', lazy: placeholder },
  { path: paths.result, titleKey: 'pages.result', lazy: placeholder },
  { path: paths.profile, lazy: () => import('./routes/profile.tsx') },
  { path: paths.myProfile, lazy: () => import('./routes/my-profile.tsx') },
  { path: paths.mail, demo: true, lazy: () => import('./routes/mail.tsx') },
  { path: paths.test, lazy: () => import('./routes/test-session.tsx') },
  { path: paths.myJobs, titleKey: 'pages.myJobs', lazy: placeholder },
  { path: paths.dashboard, titleKey: 'pages.dashboard', lazy: placeholder },
  { path: paths.progress, titleKey: 'pages.progress', lazy: placeholder },
  { path: paths.jobs, titleKey: 'pages.jobs', lazy: placeholder },
  { path: paths.allJobs, titleKey: 'pages.allJobs', lazy: placeholder },
];

const publicPages: { path: PathPattern; lazy: () => Promise<object> }[] = [
  { path: paths.login, lazy: () => import('./routes/login.tsx') },
  { path: paths.forgetPassword, lazy: () => import('./routes/forget-password.tsx') },
  { path: paths.verify, lazy: () => import('./routes/verify.tsx') },
  { path: paths.changePassword, lazy: () => import('./routes/change-password.tsx') },
  { path: paths.register, lazy: () => import('./routes/register.tsx') },
];

/** Shown while the first route's loader and lazy module arrive; the page follows at once. */
function FirstLoad() {
  return null;
}

/** The data router: every route lazy, guards as loaders. */
export function createAppRouter() {
  const router = createBrowserRouter([
    {
      HydrateFallback: FirstLoad,
      children: [
        { path: paths.root, loader: redirectFromRoot },
        {
          lazy: () => import('./layouts/public-layout.tsx'),
          loader: redirectIfSignedIn,
          children: publicPages,
        },
        {
          lazy: () => import('./layouts/signed-in-layout.tsx'),
          children: signedInPages.map(({ path, titleKey, demo, lazy }) => ({
            path,
            lazy,
            loader: requireAccess(path, { demo }),
            handle: { titleKey },
          })),
        },
        { path: paths.error, lazy: () => import('./routes/error.tsx') },
        { path: '*', loader: () => redirect(paths.error) },
      ],
    },
  ]);
  onSessionExpired(() => void router.navigate(paths.login, { replace: true }));
  return router;
}
