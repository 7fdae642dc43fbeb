import { useQueries } from '@tanstack/react-query';
import type { ApplicationSummary } from '#openapi/applications.ts';
import {
  type CandidatesQuery,
  candidatesQueryOptions,
} from '../../../shared/recruitment/api/job-candidates.ts';

/** Cards a column asks for at a time: a screenful, so 2,000 applicants never reach the page at once. */
export const stagePageSize = 20;

/**
 * The first `pages` pages of one stage's candidates, one query a page, so "Load more" adds a page
 * and a refresh after a move asks again for exactly what is shown. A card that slid across a page
 * boundary while the pages were asked for is shown once.
 */
export function useStageCandidates(query: CandidatesQuery, pages: number) {
  const results = useQueries({
    queries: Array.from({ length: pages }, (_, index) =>
      candidatesQueryOptions({ ...query, page: index + 1, pageSize: stagePageSize }),
    ),
  });
  const seen = new Set<number>();
  const cards: ApplicationSummary[] = [];
  for (const result of results) {
    for (const card of result.data?.body.items ?? []) {
      if (seen.has(card.ApplicationID)) continue;
      seen.add(card.ApplicationID);
      cards.push(card);
    }
  }
  const [first] = results;
  return {
    cards,
    /** How many candidates of the stage match the filters, loaded or not. */
    total: results.findLast((result) => result.data)?.data?.body.total ?? 0,
    isPending: first?.isPending ?? true,
    error: first?.error ?? null,
    isLoadingMore: results.slice(1).some((result) => result.isFetching),
  };
}
