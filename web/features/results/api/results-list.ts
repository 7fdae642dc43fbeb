import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as resultRoutes from '#openapi/routes/results.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';
import { recruitmentKey } from '../../../shared/recruitment/api/keys.ts';

export type ResultsQuery = Exclude<
  OperationRequest<typeof resultRoutes.resultsList>['query'],
  undefined
>;

/** Every results query's key starts here: a move or a submission refreshes them with the rest. */
export const resultsKey = [...recruitmentKey, 'results'] as const;

/** GET results/v1/list: one page of the caller's results, filtered and sorted by the server. */
export const resultsQueryOptions = (query: ResultsQuery) =>
  queryOptions({
    queryKey: [...resultsKey, query],
    queryFn: () => callApi(resultRoutes.resultsList, { query }),
    placeholderData: keepPreviousData,
  });

export const useResults = (query: ResultsQuery) => useQuery(resultsQueryOptions(query));
