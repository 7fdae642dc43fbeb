// A session made on the client alone, for tests of the session store, token expiry and menus that
// never reach a server. Tests that call the API sign in at the stub instead (stub-backend.ts).
import type { SessionUser } from '../shared/session/session-store.ts';

/** A signed-in recruiter as the session holds one. */
export const recruiterUser: SessionUser = {
  displayName: 'Priya',
  role: 'Recruiter',
  userType: 6,
  UserSessionID: 's-1',
  email: 'recruiter@example.com',
  photoURL: '',
  shortcuts: [],
};

/** An unsigned JWT whose `exp` is `expSeconds` (the client only reads it). */
export function tokenExpiringAt(expSeconds: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', exp: expSeconds })}.sig`;
}
