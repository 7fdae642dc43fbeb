import { UserMessages, UserOps } from '#openapi/operations/user.ts';
import { reject, reply, type StubApp, type StubDeps } from '../context.ts';
import { hashPassword } from '../passwords.ts';
import { findUserByEmail } from '../store.ts';
import { validate } from '../validate.ts';

const op = UserOps.resetPassword;

/**
 * POST /user/v1/resetPassword. The secret is single use. The reset signs out every open session
 * of the user (whoever knew the old password loses access) and does not sign in (D10).
 */
export function registerResetPassword(app: StubApp, deps: StubDeps) {
  app.post(op.path, validate('json', op.body), async (c) => {
    const { password, secret } = c.req.valid('json');
    const { store } = deps;
    const grant = store.resetGrants.get(secret);
    const user = grant ? findUserByEmail(store, grant.email) : undefined;
    if (!grant || grant.used || deps.now() >= grant.expiresAt || !user) {
      return reject(c, UserMessages.secretInvalid);
    }
    grant.used = true;
    user.passwordHash = await hashPassword(password);
    for (const session of store.sessions.values()) {
      if (session.UserID === user.UserID) session.revoked = true;
    }
    return reply(c, op.response, { status: true, message: UserMessages.passwordReset, body: {} });
  });
}
