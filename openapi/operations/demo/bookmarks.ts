import {
  DemoBookmarkFields,
  DemoBookmarkResponse,
  DemoBookmarksQuery,
  DemoBookmarksResponse,
  RemoveDemoBookmarkRequest,
  RemoveDemoBookmarkResponse,
  UpdateDemoBookmarkRequest,
} from '../../demo/bookmarks.ts';
import { answeredWith, refusalsOf } from '../../refusals.ts';

/** The bookmarks app's refusals by code. */
export const DemoBookmarkRefusals = {
  BOOKMARK_NOT_FOUND: 'Bookmark not found',
} as const;

export const DemoBookmarkOps = {
  demoBookmarks: {
    operationId: 'demoBookmarks',
    method: 'get',
    path: '/bookmarks-app/bookmarks',
    tag: 'demo',
    summary: 'The bookmarks, newest first; `label` filters',
    auth: false,
    query: DemoBookmarksQuery,
    response: DemoBookmarksResponse,
  },
  createDemoBookmark: {
    operationId: 'createDemoBookmark',
    method: 'post',
    path: '/bookmarks-app/create-bookmark',
    tag: 'demo',
    summary: 'Add a bookmark',
    auth: false,
    body: DemoBookmarkFields,
    response: DemoBookmarkResponse,
  },
  updateDemoBookmark: {
    operationId: 'updateDemoBookmark',
    method: 'post',
    path: '/bookmarks-app/update-bookmark',
    tag: 'demo',
    summary: 'Replace a bookmark’s title, address and labels',
    auth: false,
    body: UpdateDemoBookmarkRequest,
    response: DemoBookmarkResponse,
    ...answeredWith(404, refusalsOf(DemoBookmarkRefusals, 'BOOKMARK_NOT_FOUND')),
  },
  removeDemoBookmark: {
    operationId: 'removeDemoBookmark',
    method: 'post',
    path: '/bookmarks-app/remove-bookmark',
    tag: 'demo',
    summary: 'Delete a bookmark',
    auth: false,
    body: RemoveDemoBookmarkRequest,
    response: RemoveDemoBookmarkResponse,
    ...answeredWith(404, refusalsOf(DemoBookmarkRefusals, 'BOOKMARK_NOT_FOUND')),
  },
} as const;
