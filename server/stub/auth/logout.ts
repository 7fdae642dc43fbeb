import { UserOps } from '#openapi/operations/user.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';

/** POST /user/v1/logout: closes the caller's own session; its token then gets 401. */
export function logout(app: StubApp, deps: StubDeps) {
  route(app, UserOps.logout, ({ c, body, refuse }) => {
    const session = c.get('session');
    if (body.UserSessionID !== session.UserSessionID) return refuse('SESSION_MISMATCH');
    deps.store.sessions.delete(session.UserSessionID);
    return { message: 'Logged out', body: {} };
  });
}
