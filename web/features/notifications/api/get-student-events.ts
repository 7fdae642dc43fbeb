import { useSnapshot } from 'valtio';
import { eventsQueryOptions } from '../../../shared/recruitment/api/student-events.ts';
import { state } from '../../../shared/session/session-store.ts';
import { EVENTS_LISTED, useBellQuery } from './use-bell-query.ts';

/**
 * The signed-in student's events (D26); other roles never ask. With `keepFresh` (the bell) it asks
 * again every 60 s and on window focus.
 */
export function useStudentEvents({ keepFresh = false }: { keepFresh?: boolean } = {}) {
  const { auth } = useSnapshot(state);
  const isStudent = auth.user?.role === 'Student' && auth.token !== null;
  return useBellQuery(eventsQueryOptions({ pageSize: EVENTS_LISTED }), isStudent, keepFresh);
}
