import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import { callApi } from '../../api/api-client.ts';
import { recruitmentKey } from './keys.ts';

export type StudentJobsQuery = Exclude<
  OperationRequest<typeof jobRoutes.studentJobs>['query'],
  undefined
>;

/** Every studentJobs query's key starts here. */
export const studentJobsKey = [...recruitmentKey, 'studentJobs'] as const;

/** GET jobs/v1/listStudentJobs: a student's open, eligible jobs, with the count of those they are not eligible for and why. */
export const studentJobsQueryOptions = (query: StudentJobsQuery) =>
  queryOptions({
    queryKey: [...studentJobsKey, query],
    queryFn: () => callApi(jobRoutes.studentJobs, { query }),
    placeholderData: keepPreviousData,
  });

export const useStudentJobs = (query: StudentJobsQuery) => useQuery(studentJobsQueryOptions(query));
