import { useQuery } from '@tanstack/react-query';
import { myApplicationsQueryOptions } from '../../../shared/recruitment/api/applications.ts';
import { useSessionScoped } from '../../../shared/session/session-scoped.ts';

/** How many of their applications the student's home lists. */
export const RECENT_APPLICATIONS = 4;

/** The student's applications, the latest moved first (D21). */
export function useRecentApplications() {
  return useQuery(
    useSessionScoped(
      myApplicationsQueryOptions({
        sort: 'updatedAt',
        order: 'desc',
        pageSize: RECENT_APPLICATIONS,
      }),
    ),
  );
}
