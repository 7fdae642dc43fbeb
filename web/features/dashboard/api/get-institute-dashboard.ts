import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as instituteRoutes from '#openapi/routes/dashboard-institute.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';
import { recruitmentKey } from '../../../shared/recruitment/api/keys.ts';

export type InstituteDashboardQuery = Exclude<
  OperationRequest<typeof instituteRoutes.instituteDashboard>['query'],
  undefined
>;

/** GET dashboard/v1/institute: the institute admin's placement figures (D25, D30). */
export const instituteDashboardQueryOptions = (query: InstituteDashboardQuery) =>
  queryOptions({
    queryKey: [...recruitmentKey, 'dashboards', 'institute', query],
    queryFn: () => callApi(instituteRoutes.instituteDashboard, { query }),
    placeholderData: keepPreviousData,
  });

export const useInstituteDashboard = (query: InstituteDashboardQuery) =>
  useQuery(instituteDashboardQueryOptions(query));
