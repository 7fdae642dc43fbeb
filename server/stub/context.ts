import type { Context, Hono } from 'hono';
import type { Static, TSchema } from 'typebox';
import type { Session, Store, User } from './store.ts';

/** Hono variables set by the bearer-auth middleware on protected calls. */
export type StubEnv = { Variables: { user: User; session: Session } };

export type StubApp = Hono<StubEnv>;

/** What every stub route needs: the store, the clock, the token secret and the log. */
export type StubDeps = {
  store: Store;
  now: () => number;
  jwtSecret: string;
  log: (event: Record<string, unknown>) => void;
};

/** A success answer, type-checked against the operation's response schema. */
export function reply<Schema extends TSchema>(c: Context, _schema: Schema, value: Static<Schema>) {
  return c.json(value as object, 200);
}

/** A business rejection (HTTP 200, status false), shown to the user as the server's message. */
export function reject(c: Context, message: string) {
  return c.json({ status: false, message, body: {} }, 200);
}

/** A timestamp of the stub's clock as ISO 8601. */
export const isoAt = (ms: number) => new Date(ms).toISOString();
