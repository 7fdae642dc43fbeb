import { redirect } from 'react-router';
import { clearIfStale } from '../shared/session/session-expiry.ts';
import { state } from '../shared/session/session-store.ts';
import { type PathPattern, paths } from './paths.ts';
import { canVisit, routeSetFor } from './role-routes.ts';

// Route loaders run before any lazy page code arrives, so these redirects cost no download.

/** Signed-in routes: no (or an expired, D8) token → /login; a route outside the role's set → /error. */
export function requireAccess(pattern: PathPattern) {
  return () => {
    if (clearIfStale() || !state.auth.token) throw redirect(paths.login);
    const role = state.auth.user?.role ?? '';
    if (!canVisit(role, pattern)) throw redirect(paths.error);
    return null;
  };
}

/** `/`: the role's root (seed §2), or /login without a session. */
export function redirectFromRoot(): never {
  if (clearIfStale() || !state.auth.token) throw redirect(paths.login);
  throw redirect(routeSetFor(state.auth.user?.role ?? '').root);
}

/** Public screens: a signed-in user goes to their role's root instead. */
export function redirectIfSignedIn() {
  clearIfStale();
  if (state.auth.token) throw redirect(routeSetFor(state.auth.user?.role ?? '').root);
  return null;
}
