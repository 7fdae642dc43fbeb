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

/** D8: tell the user, clear the session, go to /login. */
export function expireSession(): void {
  clearSession();
  goToLogin();
}

/** Whether the stored token is past its `exp`. */
export function hasStaleToken(now: number = Date.now()): boolean {
  const token = state.auth.token;
  return token !== null && isTokenExpired(token, now);
}

/**
 * For route loaders: clears a stale session and says so, leaving the redirect to the loader;
 * true when it did.
 */
export function clearIfStale(now: number = Date.now()): boolean {
  if (!hasStaleToken(now)) return false;
  clearSession();
  return true;
}
