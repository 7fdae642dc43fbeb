import type { JobStatus } from '#openapi/jobs.ts';
import type { CompanyJobsQuery } from '../../../shared/recruitment/api/company-jobs.ts';
import { jobTypes, oneOf, searchText, useJobListParams } from './use-url-params.ts';

export const jobStatuses: readonly JobStatus[] = ['open', 'closed', 'draft'];
export const companyJobSorts = ['updatedAt', 'deadline', 'title', 'applicants'] as const;

export type CompanyJobFilters = Pick<CompanyJobsQuery, 'status' | 'q' | 'jobType' | 'sort'>;

/** The client admin's job filters and page (D14 /jobs), read from the URL and written back to it. */
export function useCompanyJobFilters() {
  const { params, ...paging } = useJobListParams();
  const filters: CompanyJobFilters = {
    status: oneOf(params.get('status'), jobStatuses),
    q: searchText(params.get('q')),
    jobType: oneOf(params.get('jobType'), jobTypes),
    sort: oneOf(params.get('sort'), companyJobSorts),
  };
  return { filters, ...paging };
}
