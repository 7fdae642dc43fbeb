import { ExamMessages, ExamOps } from '#openapi/operations/exam.ts';
import { reject, reply, type StubApp, type StubDeps } from '../context.ts';
import { ownAttempt } from '../exam.ts';
import { clockOf } from '../exam-views.ts';
import { validate } from '../validate.ts';

const op = ExamOps.testClock;

/** GET /test/v1/clock: the deadline and the server's time; reading it never changes the writer. */
export function registerTestClock(app: StubApp, deps: StubDeps) {
  app.get(op.path, validate('query', op.query), (c) => {
    const { TestSessionID } = c.req.valid('query');
    const attempt = ownAttempt(deps.store, c.get('user').UserID, TestSessionID);
    if (!attempt) return reject(c, ExamMessages.unknownSession);
    return reply(c, op.response, {
      status: true,
      message: 'Clock',
      body: clockOf(attempt, deps.now()),
    });
  });
}
