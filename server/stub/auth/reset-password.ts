import { UserMessages, UserOps } from '#openapi/operations/user.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail } from './store.ts';

/**
 * POST /user/v1/resetPassword. The secret is single use. The reset signs out every open session
 * of the user (whoever knew the old password loses access) and does not sign in (D10).
 */
export function resetPassword(app: StubApp, deps: StubDeps) {
  route(app, UserOps.resetPassword, async ({ body: { password, secret }, refuse }) => {
    const { store } = deps;
    const grant = store.resetGrants.get(secret);
    const user = grant ? findUserByEmail(store, grant.email) : undefined;
    if (!grant || deps.now() >= grant.expiresAt || !user) return refuse('RESET_SECRET_INVALID');
    store.resetGrants.delete(secret);
    user.passwordHash = await hashPassword(password, deps.passwordCost);
    for (const session of store.sessions.values()) {
      if (session.UserID === user.UserID) store.sessions.delete(session.UserSessionID);
    }
    return { message: UserMessages.passwordReset, body: {} };
  });
}
