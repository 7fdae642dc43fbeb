import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { type Operation, operations } from '#openapi/operations.ts';
import { requireSession } from './auth.ts';
import type { StubDeps, StubEnv } from './context.ts';
import { settleOverdue } from './exam.ts';
import { registerCourseListSimple } from './routes/course-list-simple.ts';
import { registerCreateBookmark } from './routes/create-bookmark.ts';
import { registerCreateNotes } from './routes/create-notes.ts';
import { registerForgotPassword } from './routes/forgot-password.ts';
import { registerGetUserInfo } from './routes/get-user-info.ts';
import { registerLogin } from './routes/login.ts';
import { registerLogout } from './routes/logout.ts';
import { registerLookups } from './routes/lookups.ts';
import { registerNotification } from './routes/notification.ts';
import { registerQa } from './routes/qa.ts';
import { registerRegister } from './routes/register.ts';
import { registerResetPassword } from './routes/reset-password.ts';
import { registerSaveUrl } from './routes/save-url.ts';
import { registerTestClock } from './routes/test-clock.ts';
import { registerTestFlag } from './routes/test-flag.ts';
import { registerTestOpen } from './routes/test-open.ts';
import { registerTestResult } from './routes/test-result.ts';
import { registerTestSaveAnswer } from './routes/test-save-answer.ts';
import { registerTestStart } from './routes/test-start.ts';
import { registerTestSubmit } from './routes/test-submit.ts';
import { registerTestTasks } from './routes/test-tasks.ts';
import { registerValidateEmailOtp } from './routes/validate-email-otp.ts';
import { seedStore } from './seed.ts';

/** Options for the embedded stub backend; every clock read goes through `now` so tests can move time. */
export type StubBackendOptions = {
  now?: () => number;
  jwtSecret?: string;
  log?: (event: Record<string, unknown>) => void;
};

const registrations = [
  registerLogin,
  registerRegister,
  registerLogout,
  registerForgotPassword,
  registerValidateEmailOtp,
  registerResetPassword,
  registerGetUserInfo,
  registerNotification,
  registerLookups,
  registerCourseListSimple,
  registerCreateBookmark,
  registerCreateNotes,
  registerSaveUrl,
  registerTestTasks,
  registerTestOpen,
  registerTestStart,
  registerTestClock,
  registerTestSaveAnswer,
  registerTestFlag,
  registerTestSubmit,
  registerTestResult,
];

/** The embedded stub backend (D1): the API contract answered from an in-memory, seeded store. */
export function createStubBackend(options: StubBackendOptions = {}): { app: Hono; reset(): void } {
  const now = options.now ?? Date.now;
  const deps: StubDeps = {
    store: seedStore(now()),
    now,
    // A random secret per start: tokens of an earlier run stop working, as after a real key rotation.
    jwtSecret: options.jwtSecret ?? randomBytes(32).toString('base64url'),
    log: options.log ?? ((event) => console.info(JSON.stringify(event))),
  };
  const reset = () => {
    Object.assign(deps.store, seedStore(now()));
  };

  const api = new Hono<StubEnv>();
  // Time runs out between requests too: whatever the call, overdue attempts are closed first (D15).
  api.use(async (_c, next) => {
    settleOverdue(deps.store, now());
    await next();
  });
  // Registered before the routes, so the contract's `auth` flag decides which calls need a token.
  const protectedOps: Operation[] = Object.values(operations).filter((op) => op.auth);
  for (const op of protectedOps) api.on(op.method.toUpperCase(), op.path, requireSession(deps));
  for (const register of registrations) register(api, deps);
  registerQa(api, { ...deps, reset });

  const app = new Hono();
  app.route('/', api);
  app.notFound((c) => c.json({ status: false, message: 'Not found', body: {} }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status === 400) {
      // hono's validator throws this when the body is not parseable JSON.
      const errors = [{ field: '', message: 'must be valid JSON' }];
      return c.json({ status: false, message: 'body: must be valid JSON', body: { errors } }, 400);
    }
    if (error instanceof HTTPException) {
      return c.json({ status: false, message: error.message, body: {} }, error.status);
    }
    deps.log({ event: 'stub.error', message: error.message });
    return c.json({ status: false, message: 'Oops something went wrong', body: {} }, 500);
  });
  return { app, reset };
}
