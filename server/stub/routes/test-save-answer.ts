import { ExamMessages, ExamOps } from '#openapi/operations/exam.ts';
import { reject, reply, type StubApp, type StubDeps } from '../context.ts';
import { ownAttempt } from '../exam.ts';
import { applyAnswer, changeRefusal, checkAnswer } from '../exam-changes.ts';
import { clockOf } from '../exam-views.ts';
import { invalidInput, validate } from '../validate.ts';

const op = ExamOps.testSaveAnswer;

/**
 * POST /test/v1/saveAnswer: one answer, kept only if it is newer than the one held. Accepted until
 * the deadline plus the grace, so the answers a screen flushes at zero still arrive.
 */
export function registerTestSaveAnswer(app: StubApp, deps: StubDeps) {
  app.post(op.path, validate('json', op.body), (c) => {
    const { TestSessionID, writerID, QuestionID, answer, seq } = c.req.valid('json');
    const now = deps.now();
    const attempt = ownAttempt(deps.store, c.get('user').UserID, TestSessionID);
    if (!attempt) return reject(c, ExamMessages.unknownSession);
    const refusal = changeRefusal(attempt, writerID, now);
    if (refusal) return reject(c, refusal);
    const checked = checkAnswer(attempt, QuestionID, answer);
    if ('error' in checked) return invalidInput(c, [checked.error]);
    const outcome = applyAnswer(attempt, QuestionID, checked.answer, seq);
    return reply(c, op.response, {
      status: true,
      message: outcome.applied ? 'Answer saved' : 'A newer answer is already saved',
      body: { ...outcome, QuestionID, ...clockOf(attempt, now) },
    });
  });
}
