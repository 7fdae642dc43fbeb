import { StubOps } from '#openapi/operations/stub.ts';
import { route } from '../../contract/route.ts';
import type { StubApp, StubDeps } from '../context.ts';

/** The quick panel's QA routes: every bookmark and note, oldest first, with its owner's email. */
export function quickPanelQa(app: StubApp, deps: StubDeps) {
  // Records are only ever created by a signed-in user, and reset() clears users and records together.
  const ownerEmail = (UserID: number) => deps.store.users.get(UserID)?.email ?? '';
  route(app, StubOps.stubBookmarks, () => ({
    message: 'Bookmarks',
    body: deps.store.bookmarks.map(({ UserID, ...bookmark }) => ({
      email: ownerEmail(UserID),
      ...bookmark,
    })),
  }));
  route(app, StubOps.stubNotes, () => ({
    message: 'Notes',
    body: deps.store.notes.map(({ UserID, ...note }) => ({ email: ownerEmail(UserID), ...note })),
  }));
}
