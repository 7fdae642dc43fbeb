// A session made on the client alone, for tests of the session store, token expiry and menus that
// never reach a server. Tests that call the API sign in at the stub instead (stub-backend.ts).
import { afterEach, beforeAll } from 'vitest';
import {
  persistSession,
  type SessionUser,
  signIn,
  signOut,
} from '../shared/session/session-store.ts';

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

/**
 * For the tests of what the session persists: storage is switched on once for the file, every test
 * signs out after itself, and `signInRecruiter()` signs the client-only recruiter in.
 */
export function persistedSessionTests() {
  beforeAll(() => {
    persistSession();
  });
  afterEach(() => {
    signOut();
  });
  const token = tokenExpiringAt(4_000_000_000);
  return {
    token,
    user: recruiterUser,
    signInRecruiter: () => signIn({ token, user: recruiterUser, activeTestDetails: null }),
  };
}
