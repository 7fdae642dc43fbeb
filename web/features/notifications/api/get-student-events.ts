import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { eventsQueryOptions } from '../../../shared/recruitment/api/student-events.ts';
import { useSessionScoped } from '../../../shared/session/session-scoped.ts';
import { state } from '../../../shared/session/session-store.ts';
import { NOTIFICATION_REFRESH_MS } from './get-notification.ts';
import { useRefetchOnFocus } from './use-refetch-on-focus.ts';

/** The drawer lists this many of the student's newest events (D26). */
export const EVENTS_LISTED = 20;

/**
 * The signed-in student's events (D26); other roles have none and never ask. With `keepFresh`
 * (the bell) it asks again every 60 s and on window focus, with the running test's beat.
 */
export function useStudentEvents({ keepFresh = false }: { keepFresh?: boolean } = {}) {
  const { auth } = useSnapshot(state);
  const isStudent = auth.user?.role === 'Student' && auth.token !== null;
  const query = useQuery({
    ...useSessionScoped(eventsQueryOptions({ pageSize: EVENTS_LISTED })),
    // Asked on the bell's beats only (sign-in, focus, 60 s), not by every reader, as D15's test.
    staleTime: NOTIFICATION_REFRESH_MS,
    enabled: isStudent,
    refetchInterval: keepFresh && isStudent ? NOTIFICATION_REFRESH_MS : false,
  });
  useRefetchOnFocus(query.refetch, keepFresh && isStudent);
  return query;
}
