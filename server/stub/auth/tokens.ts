import { sign, verify } from 'hono/jwt';

/** Stub tokens live 2 days (seed §9, D8). */
export const tokenLifeSeconds = 2 * 24 * 60 * 60;

export type TokenClaims = { UserID: number; UserSessionID: string };

/** A signed HS256 JWT for a session: sub = UserID, sid = UserSessionID. */
export function issueToken(claims: TokenClaims, secret: string, nowMs: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return sign(
    { sub: String(claims.UserID), sid: claims.UserSessionID, iat, exp: iat + tokenLifeSeconds },
    secret,
    'HS256',
  );
}

/** The claims of a genuine, unexpired token, or null. Expiry is checked against the stub's clock. */
export async function readToken(
  token: string,
  secret: string,
  nowMs: number,
): Promise<TokenClaims | null> {
  try {
    // hono checks exp and iat against the real clock; the stub's clock may be moved by tests.
    const payload = await verify(token, secret, {
      alg: 'HS256',
      exp: false,
      iat: false,
      nbf: false,
    });
    const UserID = Number(payload.sub);
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= nowMs) return null;
    if (!Number.isInteger(UserID) || typeof payload.sid !== 'string') return null;
    return { UserID, UserSessionID: payload.sid };
  } catch {
    return null;
  }
}
