import { BookmarkOps } from '#openapi/operations/bookmark.ts';
import { isoAt, reply, type StubApp, type StubDeps } from '../context.ts';
import { validate } from '../validate.ts';

const op = BookmarkOps.createBookmark;

/** POST /bookmark/v1/createBookmark: stored for the caller (D16). */
export function registerCreateBookmark(app: StubApp, deps: StubDeps) {
  app.post(op.path, validate('json', op.body), (c) => {
    const { title, url } = c.req.valid('json');
    const bookmark = { id: deps.store.nextRecordID++, title, url, createdAt: isoAt(deps.now()) };
    deps.store.bookmarks.push({ ...bookmark, UserID: c.get('user').UserID });
    return reply(c, op.response, { status: true, message: 'Bookmark created', body: bookmark });
  });
}
