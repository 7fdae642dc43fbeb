import { useSnapshot } from 'valtio';
import { recruiterEventsQueryOptions } from '../../../shared/recruitment/api/recruiter-events.ts';
import { state } from '../../../shared/session/session-store.ts';
import { EVENTS_LISTED, useBellQuery } from './use-bell-query.ts';

/**
 * The signed-in recruiter's events on their own jobs (D34); a client admin and every other role
 * never ask. With `keepFresh` (the bell) it asks again every 60 s and on window focus.
 */
export function useRecruiterEvents({ keepFresh = false }: { keepFresh?: boolean } = {}) {
  const { auth } = useSnapshot(state);
  const isRecruiter = auth.user?.role === 'Recruiter' && auth.token !== null;
  return useBellQuery(
    recruiterEventsQueryOptions({ pageSize: EVENTS_LISTED }),
    isRecruiter,
    keepFresh,
  );
}
