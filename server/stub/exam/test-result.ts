import { ExamOps } from '#openapi/operations/exam.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';
import { isSubmitted, ownAttempt } from './attempts.ts';
import { resultOf } from './views.ts';

/** GET /test/v1/result: the outcome of the caller's submitted attempt. */
export function testResult(app: StubApp, deps: StubDeps) {
  route(app, ExamOps.testResult, ({ c, query: { TestSessionID }, refuse }) => {
    const attempt = ownAttempt(deps.store, c.get('user').UserID, TestSessionID);
    if (!attempt) return refuse('TEST_SESSION_UNKNOWN');
    if (!isSubmitted(attempt)) return refuse('TEST_NOT_SUBMITTED');
    return { message: 'Result', body: resultOf(deps.store, attempt) };
  });
}
