import { ExamOps } from '#openapi/operations/exam.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';
import { assignedTask, attemptAt, startAttempt } from './attempts.ts';
import { viewOf } from './views.ts';

/**
 * POST /test/v1/start: starts the attempt on the server's clock. Start pressed twice, or in two
 * tabs, answers the attempt already running (this tab taking it over) rather than a second one.
 */
export function testStart(app: StubApp, deps: StubDeps) {
  route(app, ExamOps.testStart, ({ c, body: { CourseID, TaskID, writerID }, refuse }) => {
    const { UserID } = c.get('user');
    const now = deps.now();
    const task = assignedTask(deps.store, UserID, TaskID, CourseID);
    if (!task) return refuse('TEST_NOT_ASSIGNED');
    const attempt = attemptAt(deps.store, UserID, TaskID);
    if (attempt?.submitted) return refuse('TEST_ALREADY_SUBMITTED');
    if (attempt) attempt.writerID = writerID;
    else startAttempt(deps.store, task, UserID, writerID, now);
    return {
      message: attempt ? 'Test resumed' : 'Test started',
      body: viewOf(deps.store, task, UserID, now),
    };
  });
}
