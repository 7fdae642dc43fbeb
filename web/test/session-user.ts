import type { SessionUser } from '../shared/session/session-store.ts';
import { tokenExpiringAt } from './jwt.ts';

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

/** That recruiter's sign-in, with a token that stays valid for decades. */
export const recruiterSession = {
  token: tokenExpiringAt(4_000_000_000),
  user: recruiterUser,
  activeTestDetails: null,
};
