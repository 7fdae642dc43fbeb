import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import { callApi } from '../../api/api-client.ts';
import { recruitmentKey } from './keys.ts';

export type MyApplicationsQuery = Exclude<
  OperationRequest<typeof applicationRoutes.myApplications>['query'],
  undefined
>;

/** Every myApplications query's key starts here. */
export const myApplicationsKey = [...recruitmentKey, 'myApplications'] as const;

/** GET applications/v1/listMine: the student's own applications. */
export const myApplicationsQueryOptions = (query: MyApplicationsQuery) =>
  queryOptions({
    queryKey: [...myApplicationsKey, query],
    queryFn: () => callApi(applicationRoutes.myApplications, { query }),
    placeholderData: keepPreviousData,
  });

export const useMyApplications = (query: MyApplicationsQuery) =>
  useQuery(myApplicationsQueryOptions(query));
