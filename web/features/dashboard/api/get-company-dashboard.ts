import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as companyRoutes from '#openapi/routes/dashboard-company.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';
import { recruitmentKey } from '../../../shared/recruitment/api/keys.ts';

export type CompanyDashboardQuery = Exclude<
  OperationRequest<typeof companyRoutes.companyDashboard>['query'],
  undefined
>;

/** GET dashboard/v1/company: the client admin's company in figures (D30). */
export const companyDashboardQueryOptions = (query: CompanyDashboardQuery) =>
  queryOptions({
    // Under the recruitment key: a job closed or an offer answered refreshes the figures too.
    queryKey: [...recruitmentKey, 'dashboards', 'company', query],
    queryFn: () => callApi(companyRoutes.companyDashboard, { query }),
    placeholderData: keepPreviousData,
  });

export const useCompanyDashboard = (query: CompanyDashboardQuery) =>
  useQuery(companyDashboardQueryOptions(query));
