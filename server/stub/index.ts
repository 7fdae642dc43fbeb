import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { type Operation, operations } from '#openapi/operations.ts';
import { errorResponse } from '../contract/envelope.ts';
import { journaled } from '../contract/journal.ts';
import { contractErrors } from '../contract/route.ts';
import { authArea } from './auth/index.ts';
import { defaultPasswordCost } from './auth/passwords.ts';
import { requireSession } from './auth/session-guard.ts';
import { commonArea } from './common/index.ts';
import type { StubDeps, StubEnv } from './context.ts';
import { coursesArea } from './courses/index.ts';
import { settleOverdue } from './exam/attempts.ts';
import { examArea } from './exam/index.ts';
import { defaultLimits, type StubLimits } from './limits.ts';
import { qaArea } from './qa/index.ts';
import { quickPanelArea } from './quick-panel/index.ts';
import { recruitmentArea } from './recruitment/index.ts';
import { seedStore, sweepExpired } from './seed.ts';
import type { Store } from './store.ts';
import { visitsArea } from './visits/index.ts';

/** Options for the embedded stub backend; every clock read goes through `now` so tests can move time. */
export type StubBackendOptions = {
  now?: () => number;
  jwtSecret?: string;
  /** scrypt's cost for the stub's password hashes, the seed's included (auth/passwords.ts). */
  passwordCost?: number;
  log?: (event: Record<string, unknown>) => void;
  /** Replaces some of the caps on what the stub keeps (tests use small ones). */
  limits?: Partial<StubLimits>;
  /** The QA surface under /__stub: off (the default), or on behind this X-QA-Token. */
  qa?: { token: string } | false;
};

/** The embedded stub backend (D1): the API contract answered from an in-memory, seeded store. */
export function createStubBackend(options: StubBackendOptions = {}): {
  app: Hono;
  reset(): void;
  /**
   * The live store, the same object across resets: for tests that check it stays bounded and what
   * a refused call left unchanged.
   */
  store: Store;
} {
  const clock = options.now ?? Date.now;
  // The QA surface may run the stub ahead of the machine's clock (stubClock); a reset puts it back.
  let aheadMs = 0;
  const now = () => clock() + aheadMs;
  const deps: StubDeps = {
    // Journaled, so a call whose reply breaks the contract leaves nothing changed (contract/route.ts).
    store: journaled(seedStore(now(), options.passwordCost ?? defaultPasswordCost)),
    limits: { ...defaultLimits, ...options.limits },
    now,
    // A random secret per start: tokens of an earlier run stop working, as after a real key rotation.
    jwtSecret: options.jwtSecret ?? randomBytes(32).toString('base64url'),
    passwordCost: options.passwordCost ?? defaultPasswordCost,
    log: options.log ?? ((event) => console.info(JSON.stringify(event))),
  };
  const reset = () => {
    aheadMs = 0;
    Object.assign(deps.store, seedStore(now(), deps.passwordCost));
  };
  const advance = (ms: number) => {
    aheadMs += ms;
    return aheadMs;
  };

  const api = new Hono<StubEnv>();
  // Time runs out between requests too: whatever the call, what expired is forgotten and overdue
  // attempts are closed first (D15).
  api.use(async (_c, next) => {
    const at = now();
    sweepExpired(deps.store, at);
    settleOverdue(deps.store, at);
    await next();
  });
  // Before the areas, so the contract's `auth` flag decides which calls need a token.
  const protectedOps: Operation[] = Object.values(operations).filter((op) => op.auth);
  for (const op of protectedOps) api.on(op.method.toUpperCase(), op.path, requireSession(deps));
  api.route('/', authArea(deps));
  api.route('/', commonArea(deps));
  api.route('/', coursesArea());
  api.route('/', quickPanelArea(deps));
  api.route('/', visitsArea(deps));
  api.route('/', examArea(deps));
  api.route('/', recruitmentArea(deps));
  if (options.qa) api.route('/', qaArea(deps, { reset, advance }, options.qa.token));

  const app = new Hono();
  app.route('/', api);
  app.notFound(() => errorResponse(404, 'NOT_FOUND'));
  app.onError(contractErrors(deps.log));
  return { app, reset, store: deps.store };
}
