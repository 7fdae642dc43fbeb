import { ExamOps } from '#openapi/operations/exam.ts';
import { reply, type StubApp, type StubDeps } from '../context.ts';
import { testTaskOf } from '../exam-views.ts';

const op = ExamOps.testTasks;

/** GET /test/v1/tasks: the tests assigned to the caller, each with its state and time left. */
export function registerTestTasks(app: StubApp, deps: StubDeps) {
  app.get(op.path, (c) => {
    const { UserID } = c.get('user');
    const now = deps.now();
    return reply(c, op.response, {
      status: true,
      message: 'Tests',
      body: deps.store.tasks
        .filter((task) => task.assignedTo.includes(UserID))
        .map((task) => testTaskOf(deps.store, task, UserID, now)),
    });
  });
}
