import { UserOps } from '#openapi/operations/user.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';
import { activeTestOf } from '../exam/attempts.ts';
import { verifyPassword } from './passwords.ts';
import { opaqueHandle } from './secrets.ts';
import { findUserByEmail } from './store.ts';
import { issueToken } from './tokens.ts';

/** POST /user/v1/login: a wrong email and a wrong password get the same answer, in the same time. */
export function login(app: StubApp, deps: StubDeps) {
  route(app, UserOps.login, async ({ body: { username, password, deviceInfo }, refuse }) => {
    const user = findUserByEmail(deps.store, username);
    const matches = await verifyPassword(password, user?.passwordHash);
    if (!user || !matches) return refuse('INVALID_LOGIN');
    const now = deps.now();
    const UserSessionID = opaqueHandle();
    deps.store.sessions.set(UserSessionID, {
      UserSessionID,
      UserID: user.UserID,
      createdAt: now,
      revoked: false,
      deviceInfo,
    });
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
