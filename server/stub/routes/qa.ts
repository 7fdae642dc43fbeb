import { StubOps } from '#openapi/operations/stub.ts';
import { reject, reply, type StubApp, type StubDeps } from '../context.ts';
import { bankOf } from '../exam.ts';
import { stubAttemptOf } from '../exam-views.ts';
import { findUserByEmail } from '../store.ts';
import { validate } from '../validate.ts';

const [noSuchUser, noSuchCourse] = StubOps.stubAssignTest.rejections;

/**
 * The QA surface under /__stub: reset to the seed, read the OTP outbox, the page visits, the
 * bookmarks and notes of the quick panel, assign a test and read what the server holds of attempts.
 */
export function registerQa(app: StubApp, deps: StubDeps & { reset: () => void }) {
  // Records are only ever created by a signed-in user, and reset() clears users and records together.
  const ownerEmail = (UserID: number) => deps.store.users.get(UserID)?.email ?? '';

  app.post(StubOps.stubReset.path, (c) => {
    deps.reset();
    return reply(c, StubOps.stubReset.response, {
      status: true,
      message: 'Stub backend reset to its seed',
      body: {},
    });
  });
  app.get(StubOps.stubOutbox.path, validate('query', StubOps.stubOutbox.query), (c) => {
    const email = c.req.valid('query').email.toLowerCase();
    return reply(c, StubOps.stubOutbox.response, {
      status: true,
      message: 'Outbox',
      body: deps.store.outbox.filter((mail) => mail.to === email),
    });
  });
  app.get(StubOps.stubVisits.path, (c) =>
    reply(c, StubOps.stubVisits.response, {
      status: true,
      message: 'Page visits',
      body: deps.store.visits,
    }),
  );
  app.get(StubOps.stubBookmarks.path, (c) =>
    reply(c, StubOps.stubBookmarks.response, {
      status: true,
      message: 'Bookmarks',
      body: deps.store.bookmarks.map(({ UserID, ...bookmark }) => ({
        email: ownerEmail(UserID),
        ...bookmark,
      })),
    }),
  );
  app.get(StubOps.stubNotes.path, (c) =>
    reply(c, StubOps.stubNotes.response, {
      status: true,
      message: 'Notes',
      body: deps.store.notes.map(({ UserID, ...note }) => ({ email: ownerEmail(UserID), ...note })),
    }),
  );
  // Any length, so a browser story can watch a test run out in seconds rather than an hour.
  app.post(StubOps.stubAssignTest.path, validate('json', StubOps.stubAssignTest.body), (c) => {
    const { email, CourseID, TaskName, TotalDuration } = c.req.valid('json');
    const user = findUserByEmail(deps.store, email);
    if (!user) return reject(c, noSuchUser);
    if (!bankOf(CourseID)) return reject(c, noSuchCourse);
    const TaskID = deps.store.nextTaskID++;
    deps.store.tasks.push({ TaskID, CourseID, TaskName, TotalDuration, assignedTo: [user.UserID] });
    return reply(c, StubOps.stubAssignTest.response, {
      status: true,
      message: 'Test assigned',
      body: { TaskID, CourseID },
    });
  });
  // Read-only: a story checks what reached the server without becoming the attempt's writer.
  app.get(StubOps.stubAttempts.path, validate('query', StubOps.stubAttempts.query), (c) => {
    const user = findUserByEmail(deps.store, c.req.valid('query').email);
    return reply(c, StubOps.stubAttempts.response, {
      status: true,
      message: 'Attempts',
      body: deps.store.attempts
        .filter((attempt) => attempt.UserID === user?.UserID)
        .map(stubAttemptOf),
    });
  });
}
