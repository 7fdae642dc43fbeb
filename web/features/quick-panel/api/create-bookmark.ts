import { useMutation } from '@tanstack/react-query';
import type { CreateBookmarkRequest, CreateBookmarkResponse } from '#openapi/bookmark.ts';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST /bookmark/v1/createBookmark: bookmarks a page of the app (D16). */
export function createBookmark(request: CreateBookmarkRequest): Promise<CreateBookmarkResponse> {
  return apiRequest<CreateBookmarkResponse>('bookmark/v1/createBookmark', {
    method: 'POST',
    body: request,
  });
}

export function useCreateBookmark() {
  return useMutation({ mutationFn: createBookmark });
}
