import { useQuery } from '@tanstack/react-query';
import { myApplicationsQueryOptions } from '../../../shared/recruitment/api/my-applications.ts';
import { useSessionScoped } from '../../../shared/session/session-scoped.ts';
import { recentApplicationsQuery } from './student-home-requests.ts';

/** The student's applications, the latest moved first (D21). */
export function useRecentApplications() {
  return useQuery(useSessionScoped(myApplicationsQueryOptions(recentApplicationsQuery)));
}
