import type { SessionUser } from '../shared/session/session-store.ts';

/** A signed-in recruiter as the session holds one, for tests that need a session. */
export const recruiterUser: SessionUser = {
  displayName: 'Priya',
  role: 'Recruiter',
  userType: 6,
  UserSessionID: 's-1',
  email: 'recruiter@example.com',
  photoURL: '',
  shortcuts: [],
};
