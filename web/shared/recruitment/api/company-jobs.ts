import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import { callApi } from '../../api/api-client.ts';
import { recruitmentKey } from './keys.ts';

export type CompanyJobsQuery = Exclude<
  OperationRequest<typeof jobRoutes.companyJobs>['query'],
  undefined
>;

/** Every companyJobs query's key starts here. */
export const companyJobsKey = [...recruitmentKey, 'companyJobs'] as const;

/** GET jobs/v1/listCompanyJobs: a recruiter's or client admin's company jobs, one page; the previous page stays while the next loads. */
export const companyJobsQueryOptions = (query: CompanyJobsQuery) =>
  queryOptions({
    queryKey: [...companyJobsKey, query],
    queryFn: () => callApi(jobRoutes.companyJobs, { query }),
    placeholderData: keepPreviousData,
  });

export const useCompanyJobs = (query: CompanyJobsQuery) => useQuery(companyJobsQueryOptions(query));
