import { redirect } from 'react-router';
import { demoStubsOn } from '../shared/demo-stubs.ts';
import { type PathPattern, paths } from '../shared/routing/paths.ts';
import { canVisit, routeSetFor } from '../shared/routing/role-routes.ts';
import { clearIfStale } from '../shared/session/session-expiry.ts';
import { state } from '../shared/session/session-store.ts';

// Route loaders run before any lazy page code arrives, so these redirects cost no download.

/** A token that is there and not past its `exp`; a stale one is cleared with the D8 message. */
const hasLiveSession = () => !clearIfStale() && state.auth.token !== null;
const roleOf = () => state.auth.user?.role ?? '';

/**
 * Signed-in routes: no (or an expired, D8) token → /login; a route outside the role's set, or a
 * demo page while the demo stubs are off (D18), → /error.
 */
export function requireAccess(pattern: PathPattern, { demo = false } = {}) {
  return () => {
    if (!hasLiveSession()) throw redirect(paths.login);
    if (!canVisit(roleOf(), pattern)) throw redirect(paths.error);
    if (demo && !demoStubsOn()) throw redirect(paths.error);
    return null;
  };
}

/** `/`: the role's root (seed §2), or /login without a session. */
export function redirectFromRoot(): never {
  if (!hasLiveSession()) throw redirect(paths.login);
  throw redirect(routeSetFor(roleOf()).root);
}

/** Public screens: a signed-in user goes to their role's root instead. */
export function redirectIfSignedIn() {
  if (hasLiveSession()) throw redirect(routeSetFor(roleOf()).root);
  return null;
}
