import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoBookmarksQuery } from '#openapi/demo/bookmarks.ts';
import * as routes from '#openapi/routes/demo-bookmarks.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** Every bookmark list, whatever its label, starts with this key. */
export const demoBookmarkListsKey = ['demo', 'bookmarks'] as const;

/** GET /bookmarks-app/bookmarks: newest first, by label. */
export function getDemoBookmarks(query: DemoBookmarksQuery) {
  return callApi(routes.demoBookmarks, { query });
}

export const getDemoBookmarksQueryOptions = (query: DemoBookmarksQuery) =>
  queryOptions({
    queryKey: [...demoBookmarkListsKey, query] as const,
    queryFn: () => getDemoBookmarks(query),
  });

export function useDemoBookmarks(query: DemoBookmarksQuery) {
  return useQuery(getDemoBookmarksQueryOptions(query));
}
