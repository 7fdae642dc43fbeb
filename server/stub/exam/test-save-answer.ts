import { ExamOps } from '#openapi/operations/exam.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';
import { ownAttempt } from './attempts.ts';
import { applyAnswer, changeRefusal, checkAnswer } from './changes.ts';
import { clockOf } from './views.ts';

/**
 * POST /test/v1/saveAnswer: one answer, kept only if it is newer than the one held. Accepted until
 * the deadline plus the grace, so the answers a screen flushes at zero still arrive.
 */
export function testSaveAnswer(app: StubApp, deps: StubDeps) {
  route(app, ExamOps.testSaveAnswer, ({ c, body, refuse, invalid }) => {
    const { TestSessionID, writerID, QuestionID, answer, seq } = body;
    const now = deps.now();
    const attempt = ownAttempt(deps.store, c.get('user').UserID, TestSessionID);
    if (!attempt) return refuse('TEST_SESSION_UNKNOWN');
    const refusal = changeRefusal(deps.store, attempt, writerID, now);
    if (refusal) return refuse(refusal);
    const checked = checkAnswer(attempt, QuestionID, answer);
    if ('error' in checked) return invalid([checked.error]);
    const outcome = applyAnswer(attempt, QuestionID, checked.answer, seq);
    return {
      message: outcome.applied ? 'Answer saved' : 'A newer answer is already saved',
      body: { ...outcome, QuestionID, ...clockOf(attempt, now) },
    };
  });
}
