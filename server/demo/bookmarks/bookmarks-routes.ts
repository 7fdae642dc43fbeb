import { Hono } from 'hono';
import type { DemoBookmark } from '#openapi/demo/bookmarks.ts';
import { DemoBookmarkOps } from '#openapi/operations/demo/bookmarks.ts';
import { route } from '../../contract/route.ts';
import { nextId } from '../clock.ts';

/** The demo bookmarks' state; `reset()` swaps in a fresh copy of the seed. */
export type DemoBookmarkStore = { bookmarks: DemoBookmark[] };

/** The demo template's bookmarks app: list by label, create, update (labels too), remove. */
export function createDemoBookmarkRoutes(store: DemoBookmarkStore, now: () => number) {
  const app = new Hono();
  const indexOf = (id: number) => store.bookmarks.findIndex((item) => item.id === id);

  route(app, DemoBookmarkOps.demoBookmarks, ({ query: { label } }) => ({
    message: 'Bookmarks',
    body: store.bookmarks
      .filter((bookmark) => !label || bookmark.labels.includes(label))
      .sort((a, b) =>
        a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id,
      ),
  }));

  route(app, DemoBookmarkOps.createDemoBookmark, ({ body }) => {
    const bookmark = {
      ...body,
      id: nextId(store.bookmarks),
      createdAt: new Date(now()).toISOString(),
    };
    store.bookmarks.push(bookmark);
    return { message: 'Bookmark added', body: bookmark };
  });

  route(app, DemoBookmarkOps.updateDemoBookmark, ({ body, refuse }) => {
    const bookmark = store.bookmarks[indexOf(body.id)];
    if (!bookmark) return refuse('BOOKMARK_NOT_FOUND');
    Object.assign(bookmark, body);
    return { message: 'Bookmark saved', body: bookmark };
  });

  route(app, DemoBookmarkOps.removeDemoBookmark, ({ body: { id }, refuse }) => {
    const index = indexOf(id);
    if (index === -1) return refuse('BOOKMARK_NOT_FOUND');
    store.bookmarks.splice(index, 1);
    return { message: 'Bookmark deleted', body: { id } };
  });

  return app;
}
