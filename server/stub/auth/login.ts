import { UserOps } from '#openapi/operations/user.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';
import { activeTestOf } from '../exam/attempts.ts';
import { verifyPassword } from './passwords.ts';
import { opaqueHandle } from './secrets.ts';
import { findUserByEmail, type Session } from './store.ts';
import { issueToken } from './tokens.ts';

/** Stores a new session; past the user's cap their oldest sessions are closed (their tokens get 401). */
function openSession(deps: StubDeps, session: Session): void {
  const { sessions } = deps.store;
  // deviceInfo holds only the contract's fields: the validator refuses a body with any other.
  sessions.set(session.UserSessionID, session);
  const own = [...sessions.values()].filter((open) => open.UserID === session.UserID);
  for (const oldest of own.slice(0, Math.max(0, own.length - deps.limits.sessionsPerUser))) {
    sessions.delete(oldest.UserSessionID);
  }
}

/** POST /user/v1/login: a wrong email and a wrong password get the same answer, in the same time. */
export function login(app: StubApp, deps: StubDeps) {
  route(app, UserOps.login, async ({ body: { username, password, deviceInfo }, refuse }) => {
    const user = findUserByEmail(deps.store, username);
    const matches = await verifyPassword(password, user?.passwordHash, deps.passwordCost);
    if (!user || !matches) return refuse('INVALID_LOGIN');
    const now = deps.now();
    const UserSessionID = opaqueHandle();
    openSession(deps, { UserSessionID, UserID: user.UserID, createdAt: now, deviceInfo });
    const token = await issueToken({ UserID: user.UserID, UserSessionID }, deps.jwtSecret, now);
    return {
      message: 'Login successful',
      body: {
        token,
        userName: user.displayName,
        userTypeName: user.userTypeName,
        userType: user.userType,
        UserSessionID,
        email: user.email,
        activeTestDetails: activeTestOf(deps.store, user.UserID, now),
      },
    };
  });
}
