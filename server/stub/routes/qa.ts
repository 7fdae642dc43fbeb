import { StubOps } from '#openapi/operations/stub.ts';
import { reply, type StubApp, type StubDeps } from '../context.ts';
import { validate } from '../validate.ts';

/**
 * The QA surface under /__stub: reset to the seed, read the OTP outbox, the page visits, and the
 * bookmarks and notes of the quick panel.
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
}
