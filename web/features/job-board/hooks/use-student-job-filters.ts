import type { StudentJobsQuery } from '../../../shared/recruitment/api/student-jobs.ts';
import { jobTypes, oneOf, searchText, useJobListParams } from './use-url-params.ts';

/** The student's sort orders (D14 /jobs): closing soonest, newest, best paid. */
export const studentJobSorts = ['deadline', 'publishedAt', 'ctc'] as const;

/** The filters of the student's job list, as its URL holds them. */
export type StudentJobFilters = Pick<
  StudentJobsQuery,
  'q' | 'location' | 'jobType' | 'minCtc' | 'sort'
>;

/** The pay a student may ask for at least (lakh per annum): the steps campus offers fall on. */
export const ctcSteps = [3, 5, 8, 12, 20] as const;

/** The student's job filters and page, read from the URL and written back to it. */
export function useStudentJobFilters() {
  const { params, ...paging } = useJobListParams();
  const filters: StudentJobFilters = {
    q: searchText(params.get('q')),
    location: searchText(params.get('location')),
    jobType: oneOf(params.get('jobType'), jobTypes),
    minCtc: ctcSteps.find((step) => String(step) === params.get('minCtc')),
    sort: oneOf(params.get('sort'), studentJobSorts),
  };
  return { filters, ...paging };
}
