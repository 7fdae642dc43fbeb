import { ExamOps } from '#openapi/operations/exam.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';
import { assignedTask, attemptAt } from './attempts.ts';
import { viewOf } from './views.ts';

/**
 * POST /test/v1/open: the test screen's view of one task. Opening a running attempt makes this tab
 * its only writer, so a second tab takes over and the first one's saves are refused (D15).
 */
export function testOpen(app: StubApp, deps: StubDeps) {
  route(app, ExamOps.testOpen, ({ c, body: { CourseID, TaskID, writerID }, refuse }) => {
    const { UserID } = c.get('user');
    const task = assignedTask(deps.store, UserID, TaskID, CourseID);
    if (!task) return refuse('TEST_NOT_ASSIGNED');
    const attempt = attemptAt(deps.store, UserID, TaskID);
    if (attempt && !attempt.submitted) attempt.writerID = writerID;
    return { message: 'Test', body: viewOf(deps.store, task, UserID, deps.now()) };
  });
}
