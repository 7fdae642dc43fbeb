import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { errorResponse } from '../../contract/envelope.ts';

/** The header that carries the QA token (STUB_QA_TOKEN). */
export const qaTokenHeader = 'X-QA-Token';

// Hashing both sides first gives timingSafeEqual equal lengths, so neither the token's bytes nor
// its length leak through the time a wrong guess takes.
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Lets a QA call through only with the configured token, compared in constant time. */
export function requireQaToken(token: string): MiddlewareHandler {
  const expected = digest(token);
  return async (c, next) => {
    const given = c.req.header(qaTokenHeader);
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      return errorResponse(401, 'UNAUTHORIZED', `The QA surface needs the ${qaTokenHeader} header`);
    }
    await next();
  };
}
