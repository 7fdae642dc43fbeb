import { Hono } from 'hono';
import { StubOps } from '#openapi/operations/stub.ts';
import { route } from '../../contract/route.ts';
import { authQa } from '../auth/qa.ts';
import type { StubDeps, StubEnv } from '../context.ts';
import { examQa } from '../exam/qa.ts';
import { quickPanelQa } from '../quick-panel/qa.ts';
import { applicationsQa } from '../recruitment/applications/qa.ts';
import { visitsQa } from '../visits/qa.ts';
import { requireQaToken } from './qa-token.ts';

/**
 * The QA surface under /__stub, mounted only when asked for (STUB_QA): reset to the seed, move the clock forward, and each
 * area's QA routes (outbox, visits, bookmarks and notes, attempts, generated applicants), which sit beside the area's
 * routes. It reads every OTP and answer and can sign everyone out, so every call needs the token.
 */
export function qaArea(
  deps: StubDeps,
  clock: { reset: () => void; advance: (ms: number) => number },
  token: string,
) {
  const app = new Hono<StubEnv>();
  app.use('/__stub/*', requireQaToken(token));
  route(app, StubOps.stubReset, () => {
    clock.reset();
    return { message: 'Stub backend reset to its seed', body: {} };
  });
  route(app, StubOps.stubClock, ({ body }) => {
    const ahead = clock.advance(body.advanceSeconds * 1000);
    return {
      message: 'Stub clock moved forward',
      body: { now: deps.now(), aheadSeconds: Math.round(ahead / 1000) },
    };
  });
  for (const add of [authQa, visitsQa, quickPanelQa, examQa, applicationsQa]) add(app, deps);
  return app;
}
