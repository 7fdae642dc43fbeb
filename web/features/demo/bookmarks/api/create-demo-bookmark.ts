import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DemoBookmarkFields } from '#openapi/demo/bookmarks.ts';
import * as routes from '#openapi/routes/demo-bookmarks.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { demoBookmarkListsKey } from './get-demo-bookmarks.ts';

/** POST /bookmarks-app/create-bookmark: adds a bookmark. */
export function createDemoBookmark(body: DemoBookmarkFields) {
  return callApi(routes.createDemoBookmark, { body });
}

export function useCreateDemoBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDemoBookmark,
    onSuccess: (_answer, _body) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: demoBookmarkListsKey })]),
  });
}
