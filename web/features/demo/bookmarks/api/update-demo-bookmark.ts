import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateDemoBookmarkRequest } from '#openapi/demo/bookmarks.ts';
import * as routes from '#openapi/routes/demo-bookmarks.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { demoBookmarkListsKey } from './get-demo-bookmarks.ts';

/** POST /bookmarks-app/update-bookmark: renames and relabels a bookmark. */
export function updateDemoBookmark(body: UpdateDemoBookmarkRequest) {
  return callApi(routes.updateDemoBookmark, { body });
}

export function useUpdateDemoBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDemoBookmark,
    onSuccess: (_answer, _body) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: demoBookmarkListsKey })]),
  });
}
