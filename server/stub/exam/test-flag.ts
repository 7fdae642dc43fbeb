import { ExamOps } from '#openapi/operations/exam.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';
import { ownAttempt } from './attempts.ts';
import { applyFlag, changeRefusal, checkFlag } from './changes.ts';
import { clockOf } from './views.ts';

/** POST /test/v1/flag: a flag for review, under the same writer, clock and sequence rules as answers. */
export function testFlag(app: StubApp, deps: StubDeps) {
  route(app, ExamOps.testFlag, ({ c, body, refuse, invalid }) => {
    const { TestSessionID, writerID, QuestionID, flagged, seq } = body;
    const now = deps.now();
    const attempt = ownAttempt(deps.store, c.get('user').UserID, TestSessionID);
    if (!attempt) return refuse('TEST_SESSION_UNKNOWN');
    const refusal = changeRefusal(deps.store, attempt, writerID, now);
    if (refusal) return refuse(refusal);
    const error = checkFlag(attempt, QuestionID);
    if (error) return invalid([error]);
    const outcome = applyFlag(attempt, QuestionID, flagged, seq);
    return {
      message: outcome.applied ? 'Flag saved' : 'A newer flag is already saved',
      body: { ...outcome, QuestionID, ...clockOf(attempt, now) },
    };
  });
}
