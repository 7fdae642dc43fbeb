import { ExamMessages, ExamOps } from '#openapi/operations/exam.ts';
import { reject, reply, type StubApp, type StubDeps } from '../context.ts';
import { isSubmitted, ownAttempt } from '../exam.ts';
import { resultOf } from '../exam-views.ts';
import { validate } from '../validate.ts';

const op = ExamOps.testResult;

/** GET /test/v1/result: the outcome of the caller's submitted attempt. */
export function registerTestResult(app: StubApp, deps: StubDeps) {
  app.get(op.path, validate('query', op.query), (c) => {
    const { TestSessionID } = c.req.valid('query');
    const attempt = ownAttempt(deps.store, c.get('user').UserID, TestSessionID);
    if (!attempt) return reject(c, ExamMessages.unknownSession);
    if (!isSubmitted(attempt)) return reject(c, ExamMessages.notSubmitted);
    return reply(c, op.response, {
      status: true,
      message: 'Result',
      body: resultOf(deps.store, attempt),
    });
  });
}
