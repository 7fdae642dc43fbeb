import type { QueryClient } from '@tanstack/react-query';

/**
 * Every recruitment query's key starts here, so a change (a job saved, an application moved, an
 * offer answered) refreshes every list that may show it with one call.
 */
export const recruitmentKey = ['recruitment'] as const;

/** After a change: the jobs, applications, profiles and events shown anywhere ask again. */
export function refreshRecruitment(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: recruitmentKey });
}
