import { redirect } from 'react-router';
import { demoStubsOn } from '../shared/demo-stubs.ts';
import { paths } from '../shared/routing/paths.ts';
import { clearIfStale } from '../shared/session/session-expiry.ts';
import { state } from '../shared/session/session-store.ts';
import { landingFor } from './landing.ts';
import { mayOpen, type SignedInPage } from './pages.ts';

// Route loaders run before any lazy page code arrives, so these redirects cost no download.

/** A token that is there and not past its `exp`; a stale one is cleared with the D8 message. */
const hasLiveSession = () => !clearIfStale() && state.auth.token !== null;
const role = () => state.auth.user?.role ?? 'none';

/**
 * What the guard throws for a known page of another role: the route's error boundary
 * (router.tsx) shows, at the same URL, whom the page is for and the way to the role's own pages.
 */
export class NotForRole {
  readonly page: SignedInPage;
  constructor(page: SignedInPage) {
    this.page = page;
  }
}

/**
 * Signed-in pages: no (or an expired, D8) token → /login; a demo page while the demo stubs are off
 * (D18) is as unknown as any other path → /error; a page of another role keeps its URL and says so
 * (D5, issue 27), one rule for every page.
 */
export function requireAccess(page: SignedInPage) {
  return () => {
    if (!hasLiveSession()) throw redirect(paths.login);
    if (mayOpen(role(), page)) return null;
    if (page.demo && !demoStubsOn()) throw redirect(paths.error);
    throw new NotForRole(page);
  };
}

/** `/`: the role's landing page (seed §2), or /login without a session. */
export function redirectFromRoot(): never {
  if (!hasLiveSession()) throw redirect(paths.login);
  throw redirect(landingFor(role()));
}

/** Public screens: a signed-in user goes to their role's landing page instead. */
export function redirectIfSignedIn() {
  if (hasLiveSession()) throw redirect(landingFor(role()));
  return null;
}
