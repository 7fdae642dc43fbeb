import { i18n, whenTranslated } from '../../i18n/index.ts';
import { toast } from '../ui/toast.ts';
import { isTokenExpired } from './jwt.ts';
import { signOut, state } from './session-store.ts';

let goToLogin: () => void = () => window.location.assign('/login');

/** The app router registers how to reach /login without a page reload. */
export function onSessionExpired(navigate: () => void): void {
  goToLogin = navigate;
}

function clearSession(): void {
  whenTranslated(() => toast.error(i18n.t('session.expired')));
  signOut();
}

/**
 * D8: tell the user, clear the session, go to /login. Requests sent together may all come back
 * 401; the first one tells the user, the rest only make sure of the redirect.
 */
export function expireSession(): void {
  if (state.auth.token !== null) clearSession();
  goToLogin();
}

/** Whether the stored token is past its `exp`. */
export function hasStaleToken(): boolean {
  const token = state.auth.token;
  return token !== null && isTokenExpired(token);
}

/**
 * For route loaders: clears a stale session and says so, leaving the redirect to the loader;
 * true when it did.
 */
export function clearIfStale(): boolean {
  if (!hasStaleToken()) return false;
  clearSession();
  return true;
}
