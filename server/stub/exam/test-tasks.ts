import { ExamOps } from '#openapi/operations/exam.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';
import { testTaskOf } from './views.ts';

/** GET /test/v1/tasks: the tests assigned to the caller, each with its state and time left. */
export function testTasks(app: StubApp, deps: StubDeps) {
  route(app, ExamOps.testTasks, ({ c }) => {
    const { UserID } = c.get('user');
    const now = deps.now();
    return {
      message: 'Tests',
      body: deps.store.tasks
        .filter((task) => task.assignedTo.includes(UserID))
        .map((task) => testTaskOf(deps.store, task, UserID, now)),
    };
  });
}
