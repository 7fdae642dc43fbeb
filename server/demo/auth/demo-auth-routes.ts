import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { sign, verify } from 'hono/jwt';
import type { DemoSession } from '#openapi/demo/demo-auth.ts';
import { DemoAuthOps } from '#openapi/operations/demo/demo-auth.ts';
import { route } from '../../contract/route.ts';
import {
  type DemoUserBook,
  hashPassword,
  passwordMatches,
  type StoredDemoUser,
} from './demo-users.ts';

/** Seed §9: a mock token lives 2 days. */
const TOKEN_LIFE_SECONDS = 2 * 24 * 60 * 60;
/** Names the demo's tokens, so neither side mistakes one for the other's. */
const AUDIENCE = 'demo-template';

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The template's mock sign-in, sign-up and access-token calls (seed appendix, §8). Its users and
 * tokens are its own: a product token is not one of its tokens, nor is its token the product's
 * (its own key, signed per process).
 */
export function createDemoAuthRoutes(book: DemoUserBook, now: () => number) {
  const app = new Hono();

  async function sessionOf(user: StoredDemoUser): Promise<DemoSession> {
    const iat = Math.floor(now() / 1000);
    const payload = { sub: user.uuid, aud: AUDIENCE, iat, exp: iat + TOKEN_LIFE_SECONDS };
    const { passwordHash: _, ...shown } = user;
    return { user: shown, access_token: await sign(payload, book.secret, 'HS256') };
  }

  /** The user a token names, when it is one of ours, unexpired on the demo's clock. */
  async function userOf(token: string): Promise<StoredDemoUser | undefined> {
    try {
      // hono checks exp on the wall clock; the demo's clock is the injected one.
      const claims = await verify(token, book.secret, {
        alg: 'HS256',
        aud: AUDIENCE,
        exp: false,
        iat: false,
        nbf: false,
      });
      if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now()) return undefined;
      return book.users.find((user) => user.uuid === claims.sub);
    } catch {
      return undefined;
    }
  }

  route(app, DemoAuthOps.demoSignIn, async ({ body: { email, password }, refuse }) => {
    const user = book.users.find((item) => sameEmail(item.data.email, email));
    if (!user) return refuse('DEMO_EMAIL_UNKNOWN');
    if (!passwordMatches(password, user.passwordHash)) return refuse('DEMO_PASSWORD_WRONG');
    return { message: 'Signed in', body: await sessionOf(user) };
  });

  route(app, DemoAuthOps.demoSignUp, async ({ body, refuse }) => {
    if (book.users.some((item) => sameEmail(item.data.email, body.email))) {
      return refuse('EMAIL_IN_USE');
    }
    const user: StoredDemoUser = {
      uuid: randomUUID(),
      role: 'user',
      data: { displayName: body.displayName, email: body.email },
      passwordHash: hashPassword(body.password),
    };
    book.users.push(user);
    return { message: 'Signed up', body: await sessionOf(user) };
  });

  route(app, DemoAuthOps.demoAccessToken, async ({ body: { access_token }, refuse }) => {
    const user = await userOf(access_token);
    if (!user) return refuse('UNAUTHORIZED');
    return { message: 'Signed in', body: await sessionOf(user) };
  });

  return app;
}
