import type { MiddlewareHandler } from 'hono';
import { errorResponse } from '../../contract/envelope.ts';
import type { StubDeps, StubEnv } from '../context.ts';
import { readToken } from './tokens.ts';

const bearer = /^Bearer\s+(\S+)$/i;

/** Lets a call through only with a genuine, unexpired token whose session is still open. */
export function requireSession(deps: StubDeps): MiddlewareHandler<StubEnv> {
  return async (c, next) => {
    const token = bearer.exec(c.req.header('Authorization') ?? '')?.[1];
    const claims = token ? await readToken(token, deps.jwtSecret, deps.now()) : null;
    const session = claims ? deps.store.sessions.get(claims.UserSessionID) : undefined;
    const user = session ? deps.store.users.get(session.UserID) : undefined;
    if (!claims || !session || !user || session.UserID !== claims.UserID) {
      return errorResponse(401, 'UNAUTHORIZED');
    }
    c.set('session', session);
    c.set('user', user);
    await next();
  };
}
