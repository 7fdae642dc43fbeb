import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import { callApi } from '../../api/api-client.ts';
import { recruitmentKey } from './keys.ts';

export type InstituteJobsQuery = Exclude<
  OperationRequest<typeof jobRoutes.instituteJobs>['query'],
  undefined
>;

/** Every instituteJobs query's key starts here. */
export const instituteJobsKey = [...recruitmentKey, 'instituteJobs'] as const;

/** GET jobs/v1/listInstituteJobs: the jobs open to an institute admin's institute. */
export const instituteJobsQueryOptions = (query: InstituteJobsQuery) =>
  queryOptions({
    queryKey: [...instituteJobsKey, query],
    queryFn: () => callApi(jobRoutes.instituteJobs, { query }),
    placeholderData: keepPreviousData,
  });

export const useInstituteJobs = (query: InstituteJobsQuery) =>
  useQuery(instituteJobsQueryOptions(query));
