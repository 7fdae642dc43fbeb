import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../context.ts';
import { createBookmark } from './create-bookmark.ts';
import { createNotes } from './create-notes.ts';

/** The quick panel (D16): bookmarks and notes. */
export function quickPanelArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  createBookmark(app, deps);
  createNotes(app, deps);
  return app;
}
