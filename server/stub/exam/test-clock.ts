import { ExamOps } from '#openapi/operations/exam.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';
import { ownAttempt } from './attempts.ts';
import { clockOf } from './views.ts';

/** GET /test/v1/clock: the deadline and the server's time; reading it never changes the writer. */
export function testClock(app: StubApp, deps: StubDeps) {
  route(app, ExamOps.testClock, ({ c, query: { TestSessionID }, refuse }) => {
    const attempt = ownAttempt(deps.store, c.get('user').UserID, TestSessionID);
    if (!attempt) return refuse('TEST_SESSION_UNKNOWN');
    return { message: 'Clock', body: clockOf(attempt, deps.now()) };
  });
}
