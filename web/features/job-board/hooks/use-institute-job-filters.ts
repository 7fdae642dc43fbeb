import type { InstituteJobsQuery } from '../../../shared/recruitment/api/institute-jobs.ts';
import { jobTypes, oneOf, searchText, useJobListParams } from './use-url-params.ts';

export const instituteJobSorts = [
  'deadline',
  'publishedAt',
  'ctc',
  'eligible',
  'applicants',
] as const;

export type InstituteJobFilters = Pick<InstituteJobsQuery, 'status' | 'q' | 'jobType' | 'sort'>;

/** The institute admin's job filters and page (D14 /alljobs), read from the URL and written back. */
export function useInstituteJobFilters() {
  const { params, ...paging } = useJobListParams();
  const filters: InstituteJobFilters = {
    // Open jobs unless the URL asks for the closed ones, as the server does.
    status: oneOf(params.get('status'), ['closed'] as const),
    q: searchText(params.get('q')),
    jobType: oneOf(params.get('jobType'), jobTypes),
    sort: oneOf(params.get('sort'), instituteJobSorts),
  };
  return { filters, ...paging };
}
