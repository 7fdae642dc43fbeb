import { CreateBookmarkRequest, CreateBookmarkResponse } from '../bookmark.ts';

export const BookmarkOps = {
  createBookmark: {
    operationId: 'createBookmark',
    method: 'post',
    path: '/bookmark/v1/createBookmark',
    tag: 'seed',
    summary: 'Bookmark a page for the caller (D16)',
    auth: true,
    body: CreateBookmarkRequest,
    response: CreateBookmarkResponse,
  },
} as const;
