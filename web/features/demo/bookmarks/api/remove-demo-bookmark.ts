import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveDemoBookmarkRequest } from '#openapi/demo/bookmarks.ts';
import * as routes from '#openapi/routes/demo-bookmarks.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { demoBookmarkListsKey } from './get-demo-bookmarks.ts';

/** POST /bookmarks-app/remove-bookmark: deletes a bookmark. */
export function removeDemoBookmark(body: RemoveDemoBookmarkRequest) {
  return callApi(routes.removeDemoBookmark, { body });
}

export function useRemoveDemoBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDemoBookmark,
    onSuccess: (_answer, _body) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: demoBookmarkListsKey })]),
  });
}
