import { ExamMessages, ExamOps } from '#openapi/operations/exam.ts';
import { reject, reply, type StubApp, type StubDeps } from '../context.ts';
import { assignedTask, attemptAt, startAttempt } from '../exam.ts';
import { viewOf } from '../exam-views.ts';
import { validate } from '../validate.ts';

const op = ExamOps.testStart;

/**
 * POST /test/v1/start: starts the attempt on the server's clock. Start pressed twice, or in two
 * tabs, answers the attempt already running (this tab taking it over) rather than a second one.
 */
export function registerTestStart(app: StubApp, deps: StubDeps) {
  app.post(op.path, validate('json', op.body), (c) => {
    const { CourseID, TaskID, writerID } = c.req.valid('json');
    const { UserID } = c.get('user');
    const now = deps.now();
    const task = assignedTask(deps.store, UserID, TaskID, CourseID);
    if (!task) return reject(c, ExamMessages.notAssigned);
    const attempt = attemptAt(deps.store, UserID, TaskID);
    if (attempt?.submitted) return reject(c, ExamMessages.alreadySubmitted);
    if (attempt) attempt.writerID = writerID;
    else startAttempt(deps.store, task, UserID, writerID, now);
    return reply(c, op.response, {
      status: true,
      message: attempt ? 'Test resumed' : 'Test started',
      body: viewOf(deps.store, task, UserID, now),
    });
  });
}
