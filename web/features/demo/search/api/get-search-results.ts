import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '#openapi/routes/demo-search.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /search-app/search?q: what the demo apps hold of the phrase. */
export function getSearchResults(q: string) {
  return callApi(routes.demoSearch, { query: { q } });
}

export const getSearchResultsQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['demo', 'search', q] as const, queryFn: () => getSearchResults(q) });

/** Asks only once there is a phrase (the server refuses a blank one). */
export function useSearchResults(q: string) {
  return useQuery({ ...getSearchResultsQueryOptions(q), enabled: q.trim() !== '' });
}
