import type { SubmitRequest } from '#openapi/exam.ts';
import { ExamMessages, ExamOps } from '#openapi/operations/exam.ts';
import { reject, reply, type StubApp, type StubDeps } from '../context.ts';
import { isSubmitted, ownAttempt, settleIfOverdue, submitAttempt } from '../exam.ts';
import { applyAnswer, applyFlag, checkAnswer, checkFlag } from '../exam-changes.ts';
import { resultOf } from '../exam-views.ts';
import type { Attempt } from '../store.ts';
import { type FieldError, invalidInput, validate } from '../validate.ts';

const op = ExamOps.testSubmit;

/** Every pending change checked before any is applied, so a bad one leaves the attempt untouched. */
function pendingErrors(attempt: Attempt, { answers, flags }: SubmitRequest): FieldError[] {
  const errors: FieldError[] = [];
  answers.forEach(({ QuestionID, answer }, index) => {
    const checked = checkAnswer(attempt, QuestionID, answer);
    if ('error' in checked) {
      errors.push({ ...checked.error, field: `/answers/${index}${checked.error.field}` });
    }
  });
  flags.forEach(({ QuestionID }, index) => {
    const error = checkFlag(attempt, QuestionID);
    if (error) errors.push({ ...error, field: `/flags/${index}${error.field}` });
  });
  return errors;
}

/**
 * POST /test/v1/submit: applies the changes the screen still holds, then closes the attempt. A
 * submit that is repeated (a retry after a lost answer) or arrives after the server closed the
 * attempt answers the result as it stands, so the student always gets to see it.
 */
export function registerTestSubmit(app: StubApp, deps: StubDeps) {
  app.post(op.path, validate('json', op.body), (c) => {
    const request = c.req.valid('json');
    const now = deps.now();
    const attempt = ownAttempt(deps.store, c.get('user').UserID, request.TestSessionID);
    if (!attempt) return reject(c, ExamMessages.unknownSession);
    settleIfOverdue(attempt, now);
    if (isSubmitted(attempt)) {
      return reply(c, op.response, {
        status: true,
        message: ExamMessages.alreadySubmitted,
        body: resultOf(deps.store, attempt),
      });
    }
    if (request.writerID !== attempt.writerID) return reject(c, ExamMessages.takenOver);
    const errors = pendingErrors(attempt, request);
    if (errors.length > 0) return invalidInput(c, errors);
    for (const { QuestionID, answer, seq } of request.answers) {
      const checked = checkAnswer(attempt, QuestionID, answer);
      if ('answer' in checked) applyAnswer(attempt, QuestionID, checked.answer, seq);
    }
    for (const { QuestionID, flagged, seq } of request.flags) {
      applyFlag(attempt, QuestionID, flagged, seq);
    }
    const submitted = submitAttempt(attempt, now, request.reason);
    return reply(c, op.response, {
      status: true,
      message: 'Test submitted',
      body: resultOf(deps.store, submitted),
    });
  });
}
