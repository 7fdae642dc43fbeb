import { StubOps } from '#openapi/operations/stub.ts';
import { route } from '../../contract/route.ts';
import { findUserByEmail } from '../auth/store.ts';
import type { StubApp, StubDeps } from '../context.ts';
import { bankOf } from './attempts.ts';
import { stubAttemptOf } from './views.ts';

/** The exam area's QA routes: assign a test of any length, read what the server holds of attempts. */
export function examQa(app: StubApp, deps: StubDeps) {
  // Any length, so a browser story can watch a test run out in seconds rather than an hour.
  route(app, StubOps.stubAssignTest, ({ body, refuse }) => {
    const { email, CourseID, TaskName, TotalDuration } = body;
    const user = findUserByEmail(deps.store, email);
    if (!user) return refuse('NO_SUCH_USER');
    if (!bankOf(CourseID)) return refuse('NO_SUCH_COURSE');
    const TaskID = deps.store.nextTaskID++;
    deps.store.tasks.push({ TaskID, CourseID, TaskName, TotalDuration, assignedTo: [user.UserID] });
    return { message: 'Test assigned', body: { TaskID, CourseID } };
  });
  // Read-only: a story checks what reached the server without becoming the attempt's writer.
  route(app, StubOps.stubAttempts, ({ query }) => {
    const user = findUserByEmail(deps.store, query.email);
    return {
      message: 'Attempts',
      body: deps.store.attempts
        .filter((attempt) => attempt.UserID === user?.UserID)
        .map(stubAttemptOf),
    };
  });
}
