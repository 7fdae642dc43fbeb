import { useQuery } from '@tanstack/react-query';
import { studentJobsQueryOptions } from '../../../shared/recruitment/api/student-jobs.ts';
import { useSessionScoped } from '../../../shared/session/session-scoped.ts';
import { RECOMMENDED_JOBS, recommendedJobsQuery } from './student-home-requests.ts';

/**
 * Open jobs the student is eligible for, closing soonest first (D14, D20). Ones they have applied
 * to are their applications, not recommendations: a page is asked for and the first few others kept.
 */
export function useRecommendedJobs() {
  return useQuery({
    ...useSessionScoped(studentJobsQueryOptions(recommendedJobsQuery)),
    select: (answer) => ({
      jobs: answer.body.items.filter((item) => !item.myApplication).slice(0, RECOMMENDED_JOBS),
      eligibleTotal: answer.body.eligibleTotal,
    }),
  });
}
