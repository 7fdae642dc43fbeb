import { ExamMessages, ExamOps } from '#openapi/operations/exam.ts';
import { reject, reply, type StubApp, type StubDeps } from '../context.ts';
import { ownAttempt } from '../exam.ts';
import { applyFlag, changeRefusal, checkFlag } from '../exam-changes.ts';
import { clockOf } from '../exam-views.ts';
import { invalidInput, validate } from '../validate.ts';

const op = ExamOps.testFlag;

/** POST /test/v1/flag: a flag for review, under the same writer, clock and sequence rules as answers. */
export function registerTestFlag(app: StubApp, deps: StubDeps) {
  app.post(op.path, validate('json', op.body), (c) => {
    const { TestSessionID, writerID, QuestionID, flagged, seq } = c.req.valid('json');
    const now = deps.now();
    const attempt = ownAttempt(deps.store, c.get('user').UserID, TestSessionID);
    if (!attempt) return reject(c, ExamMessages.unknownSession);
    const refusal = changeRefusal(attempt, writerID, now);
    if (refusal) return reject(c, refusal);
    const error = checkFlag(attempt, QuestionID);
    if (error) return invalidInput(c, [error]);
    const outcome = applyFlag(attempt, QuestionID, flagged, seq);
    return reply(c, op.response, {
      status: true,
      message: outcome.applied ? 'Flag saved' : 'A newer flag is already saved',
      body: { ...outcome, QuestionID, ...clockOf(attempt, now) },
    });
  });
}
