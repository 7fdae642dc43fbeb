import type { SubmitRequest } from '#openapi/exam.ts';
import { ExamOps, ExamRefusals } from '#openapi/operations/exam.ts';
import type { FieldError } from '../../contract/envelope.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';
import { isSubmitted, ownAttempt, settleIfOverdue, submitAttempt } from './attempts.ts';
import { applyAnswer, applyFlag, checkAnswer, checkFlag } from './changes.ts';
import type { Attempt } from './store.ts';
import { resultOf } from './views.ts';

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
export function testSubmit(app: StubApp, deps: StubDeps) {
  route(app, ExamOps.testSubmit, ({ c, body: request, refuse, invalid }) => {
    const now = deps.now();
    const attempt = ownAttempt(deps.store, c.get('user').UserID, request.TestSessionID);
    if (!attempt) return refuse('TEST_SESSION_UNKNOWN');
    settleIfOverdue(deps.store, attempt, now);
    if (isSubmitted(attempt)) {
      return { message: ExamRefusals.TEST_ALREADY_SUBMITTED, body: resultOf(deps.store, attempt) };
    }
    if (request.writerID !== attempt.writerID) return refuse('TEST_TAKEN_OVER');
    const errors = pendingErrors(attempt, request);
    if (errors.length > 0) return invalid(errors);
    for (const { QuestionID, answer, seq } of request.answers) {
      const checked = checkAnswer(attempt, QuestionID, answer);
      if ('answer' in checked) applyAnswer(attempt, QuestionID, checked.answer, seq);
    }
    for (const { QuestionID, flagged, seq } of request.flags) {
      applyFlag(attempt, QuestionID, flagged, seq);
    }
    const submitted = submitAttempt(deps.store, attempt, now, request.reason);
    return { message: 'Test submitted', body: resultOf(deps.store, submitted) };
  });
}
