import { UserMessages, UserOps } from '#openapi/operations/user.ts';
import { reject, reply, type StubApp, type StubDeps } from '../context.ts';
import { validate } from '../validate.ts';

const op = UserOps.logout;

/** POST /user/v1/logout: closes the caller's own session; its token then gets 401. */
export function registerLogout(app: StubApp, _deps: StubDeps) {
  app.post(op.path, validate('json', op.body), (c) => {
    const session = c.get('session');
    if (c.req.valid('json').UserSessionID !== session.UserSessionID) {
      return reject(c, UserMessages.sessionMismatch);
    }
    session.revoked = true;
    return reply(c, op.response, { status: true, message: 'Logged out', body: {} });
  });
}
