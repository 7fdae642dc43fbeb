import { useQuery } from '@tanstack/react-query';
import { companyJobsQueryOptions } from '../../../shared/recruitment/api/company-jobs.ts';
import { useSessionScoped } from '../../../shared/session/session-scoped.ts';

/** How many of their jobs the recruiter's home lists. */
export const RECENT_JOBS = 5;

/** The recruiter's own jobs, the latest changed first (D14 /home's recent jobs). */
export function useRecentJobs(UserID: number) {
  return useQuery(
    useSessionScoped(
      companyJobsQueryOptions({
        postedBy: UserID,
        sort: 'updatedAt',
        order: 'desc',
        pageSize: RECENT_JOBS,
      }),
    ),
  );
}
