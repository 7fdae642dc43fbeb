import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import { callApi } from '../../api/api-client.ts';
import { recruitmentKey } from './keys.ts';

// The jobs of the recruitment core (D13, D19, D20), one fetcher per operation of openapi/operations/jobs.ts.

type BodyOf<Route extends (typeof jobRoutes)[keyof typeof jobRoutes]> =
  OperationRequest<Route>['body'];
type QueryOf<Route extends (typeof jobRoutes)[keyof typeof jobRoutes]> =
  OperationRequest<Route>['query'];

export type JobCreateInput = NonNullable<BodyOf<typeof jobRoutes.jobCreate>>;
export type JobUpdateInput = NonNullable<BodyOf<typeof jobRoutes.jobUpdate>>;
export type CompanyJobsQuery = NonNullable<QueryOf<typeof jobRoutes.companyJobs>>;
export type InstituteJobsQuery = NonNullable<QueryOf<typeof jobRoutes.instituteJobs>>;
export type StudentJobsQuery = NonNullable<QueryOf<typeof jobRoutes.studentJobs>>;

export const createJob = (body: JobCreateInput) => callApi(jobRoutes.jobCreate, { body });
export const updateJob = (body: JobUpdateInput) => callApi(jobRoutes.jobUpdate, { body });
export const publishJob = (JobID: number) => callApi(jobRoutes.jobPublish, { body: { JobID } });
export const closeJob = (JobID: number) => callApi(jobRoutes.jobClose, { body: { JobID } });
export const reopenJob = (JobID: number) => callApi(jobRoutes.jobReopen, { body: { JobID } });

/** One job by its slug, as the caller's role sees it. */
export const jobQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...recruitmentKey, 'job', slug],
    queryFn: () => callApi(jobRoutes.jobGet, { query: { slug } }),
  });

/** A recruiter's or client admin's company jobs, one page; the previous page stays while the next loads. */
export const companyJobsQueryOptions = (query: CompanyJobsQuery) =>
  queryOptions({
    queryKey: [...recruitmentKey, 'companyJobs', query],
    queryFn: () => callApi(jobRoutes.companyJobs, { query }),
    placeholderData: keepPreviousData,
  });

/** The jobs open to an institute admin's institute. */
export const instituteJobsQueryOptions = (query: InstituteJobsQuery) =>
  queryOptions({
    queryKey: [...recruitmentKey, 'instituteJobs', query],
    queryFn: () => callApi(jobRoutes.instituteJobs, { query }),
    placeholderData: keepPreviousData,
  });

/** A student's open, eligible jobs, with the count of those they are not eligible for and why. */
export const studentJobsQueryOptions = (query: StudentJobsQuery) =>
  queryOptions({
    queryKey: [...recruitmentKey, 'studentJobs', query],
    queryFn: () => callApi(jobRoutes.studentJobs, { query }),
    placeholderData: keepPreviousData,
  });
