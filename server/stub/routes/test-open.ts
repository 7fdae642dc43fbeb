import { ExamMessages, ExamOps } from '#openapi/operations/exam.ts';
import { reject, reply, type StubApp, type StubDeps } from '../context.ts';
import { assignedTask, attemptAt } from '../exam.ts';
import { viewOf } from '../exam-views.ts';
import { validate } from '../validate.ts';

const op = ExamOps.testOpen;

/**
 * POST /test/v1/open: the test screen's view of one task. Opening a running attempt makes this tab
 * its only writer, so a second tab takes over and the first one's saves are refused (D15).
 */
export function registerTestOpen(app: StubApp, deps: StubDeps) {
  app.post(op.path, validate('json', op.body), (c) => {
    const { CourseID, TaskID, writerID } = c.req.valid('json');
    const { UserID } = c.get('user');
    const task = assignedTask(deps.store, UserID, TaskID, CourseID);
    if (!task) return reject(c, ExamMessages.notAssigned);
    const attempt = attemptAt(deps.store, UserID, TaskID);
    if (attempt && !attempt.submitted) attempt.writerID = writerID;
    return reply(c, op.response, {
      status: true,
      message: 'Test',
      body: viewOf(deps.store, task, UserID, deps.now()),
    });
  });
}
