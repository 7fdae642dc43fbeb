import { UserOps } from '#openapi/operations/user.ts';
import { route } from '../../contract/route.ts';
import type { StubApp } from '../context.ts';

/** POST /user/v1/logout: closes the caller's own session; its token then gets 401. */
export function logout(app: StubApp) {
  route(app, UserOps.logout, ({ c, body, refuse }) => {
    const session = c.get('session');
    if (body.UserSessionID !== session.UserSessionID) return refuse('SESSION_MISMATCH');
    session.revoked = true;
    return { message: 'Logged out', body: {} };
  });
}
