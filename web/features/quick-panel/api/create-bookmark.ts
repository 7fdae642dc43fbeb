import { useMutation } from '@tanstack/react-query';
import type { CreateBookmarkRequest } from '#openapi/bookmark.ts';
import * as bookmarkRoutes from '#openapi/routes/bookmark.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** POST /bookmark/v1/createBookmark: bookmarks a page of the app (D16). */
export function createBookmark(request: CreateBookmarkRequest) {
  return callApi(bookmarkRoutes.createBookmark, { body: request });
}

export function useCreateBookmark() {
  return useMutation({ mutationFn: createBookmark });
}
