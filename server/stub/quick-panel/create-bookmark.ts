import { BookmarkOps } from '#openapi/operations/bookmark.ts';
import { route } from '../../contract/route.ts';
import { isoAt, type StubApp, type StubDeps } from '../context.ts';
import { keepNewest } from '../retention.ts';

/** POST /bookmark/v1/createBookmark: stored for the caller (D16); the newest are kept. */
export function createBookmark(app: StubApp, deps: StubDeps) {
  route(app, BookmarkOps.createBookmark, ({ c, body: { title, url } }) => {
    const bookmark = { id: deps.store.nextRecordID++, title, url, createdAt: isoAt(deps.now()) };
    deps.store.bookmarks.push({ ...bookmark, UserID: c.get('user').UserID });
    keepNewest(deps.store.bookmarks, (kept) => kept.UserID, {
      perKey: deps.limits.bookmarksPerUser,
      overall: deps.limits.bookmarks,
    });
    return { message: 'Bookmark created', body: bookmark };
  });
}
