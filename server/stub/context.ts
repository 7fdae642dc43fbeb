import type { Hono } from 'hono';
import type { Session, User } from './auth/store.ts';
import type { StubLimits } from './limits.ts';
import type { Store } from './store.ts';

/** Hono variables set by the session guard on protected calls. */
export type StubEnv = { Variables: { user: User; session: Session } };

export type StubApp = Hono<StubEnv>;

/**
 * What every stub route needs: the store and its limits, the clock, the token secret, the password
 * hashes' cost and the log.
 */
export type StubDeps = {
  store: Store;
  limits: StubLimits;
  now: () => number;
  jwtSecret: string;
  /** scrypt's cost for the passwords the stub hashes (STUB_PASSWORD_COST; auth/passwords.ts). */
  passwordCost: number;
  log: (event: Record<string, unknown>) => void;
};

/** One route of an area: registers itself on the area's app. */
export type StubRoute = (app: StubApp, deps: StubDeps) => void;

/** A timestamp of the stub's clock as ISO 8601. */
export const isoAt = (ms: number) => new Date(ms).toISOString();
