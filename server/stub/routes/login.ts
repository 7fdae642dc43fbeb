import { UserMessages, UserOps } from '#openapi/operations/user.ts';
import { reject, reply, type StubApp, type StubDeps } from '../context.ts';
import { activeTestOf } from '../exam.ts';
import { verifyPassword } from '../passwords.ts';
import { opaqueHandle } from '../secrets.ts';
import { findUserByEmail } from '../store.ts';
import { issueToken } from '../tokens.ts';
import { validate } from '../validate.ts';

const op = UserOps.login;

/** POST /user/v1/login: a wrong email and a wrong password get the same answer, in the same time. */
export function registerLogin(app: StubApp, deps: StubDeps) {
  app.post(op.path, validate('json', op.body), async (c) => {
    const { username, password, deviceInfo } = c.req.valid('json');
    const user = findUserByEmail(deps.store, username);
    const matches = await verifyPassword(password, user?.passwordHash);
    if (!user || !matches) return reject(c, UserMessages.invalidLogin);
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
    return reply(c, op.response, {
      status: true,
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
    });
  });
}
