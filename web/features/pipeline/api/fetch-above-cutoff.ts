import type { QueryClient } from '@tanstack/react-query';
import type { ApplicationSummary } from '#openapi/applications.ts';
import { maxPageSize } from '#openapi/field-rules.ts';
import {
  type CandidatesQuery,
  candidatesQueryOptions,
} from '../../../shared/recruitment/api/job-candidates.ts';

/**
 * Every candidate of a stage who sat the test and is not below the cut-off, under the other
 * filters, whether the column has loaded them or not: the server pages, so this asks page by page.
 * Only those the caller may move are kept.
 */
export async function fetchAboveCutoff(
  queryClient: QueryClient,
  query: CandidatesQuery,
): Promise<ApplicationSummary[]> {
  const found: ApplicationSummary[] = [];
  for (let page = 1; ; page++) {
    const { body } = await queryClient.fetchQuery(
      candidatesQueryOptions({ ...query, belowCutoff: 'no', page, pageSize: maxPageSize }),
    );
    found.push(...body.items);
    if (body.items.length === 0 || page * body.pageSize >= body.total) break;
  }
  return found.filter(
    (card) => card.testOutcome && !card.testOutcome.belowCutoff && card.moves.length > 0,
  );
}
