import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import { callApi } from '../../api/api-client.ts';
import { recruitmentKey } from './keys.ts';

export type CandidatesQuery = Exclude<
  OperationRequest<typeof applicationRoutes.jobCandidates>['query'],
  undefined
>;

/** Every candidates query's key starts here. */
export const candidatesKey = [...recruitmentKey, 'candidates'] as const;

/** GET applications/v1/listCandidates: a job's candidates, one page, filtered and sorted by the server. */
export const candidatesQueryOptions = (query: CandidatesQuery) =>
  queryOptions({
    queryKey: [...candidatesKey, query],
    queryFn: () => callApi(applicationRoutes.jobCandidates, { query }),
    placeholderData: keepPreviousData,
  });

export const useCandidates = (query: CandidatesQuery) => useQuery(candidatesQueryOptions(query));
