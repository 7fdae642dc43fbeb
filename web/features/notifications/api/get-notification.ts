import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import * as commonRoutes from '#openapi/routes/common.gen.ts';
import type { ActiveTestDetails } from '#openapi/user.ts';
import { callApi } from '../../../shared/api/api-client.ts';
import { usePageSettled } from '../../../shared/api/queries-settled.ts';
import { state } from '../../../shared/session/session-store.ts';
import { useRefetchOnFocus } from './use-refetch-on-focus.ts';

/** D15: the bell asks again this often while someone is signed in. */
export const NOTIFICATION_REFRESH_MS = 60_000;

/** The caller's running test as last answered, and `performance.now()` when that answer arrived. */
export type ActiveTestReading = { activeTest: ActiveTestDetails | null; receivedAt: number };

/** GET common/v1/notification: the caller's running test, timed by the server clock. */
export function getNotification() {
  return callApi(commonRoutes.notification);
}

/** Keyed by the session, so a new sign-in never shows the previous user's test. */
export const getNotificationQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['notification', sessionId],
    queryFn: async (): Promise<ActiveTestReading> => {
      const answer = await getNotification();
      // Stamped on arrival: the remaining time counts down from here on the monotonic clock.
      return { activeTest: answer.body.activeTestDetails, receivedAt: performance.now() };
    },
    // Only the D15 moments ask the server (sign-in, focus, the 60 s beat, the test screen), not
    // every component that reads the answer.
    staleTime: NOTIFICATION_REFRESH_MS,
  });

/**
 * The caller's running test. Until the first answer, the one login returned stands in (D15).
 * With `keepFresh` (the bell, mounted for as long as someone is signed in) it also asks again
 * every 60 s and whenever the window gains focus; one component does that, so the beat is one. Its
 * first ask waits for the page to load and draw (issue 29: it went out with the running test's
 * opening, before the first question was drawn); the login's answer stands in meanwhile.
 */
export function useNotifications({ keepFresh = false }: { keepFresh?: boolean } = {}) {
  const { auth } = useSnapshot(state);
  const signedInTest = auth.activeTestDetails;
  const placeholder = useMemo<ActiveTestReading>(
    () => ({ activeTest: signedInTest, receivedAt: performance.now() }),
    [signedInTest],
  );
  const settled = usePageSettled();
  const query = useQuery({
    ...getNotificationQueryOptions(auth.user?.UserSessionID ?? ''),
    placeholderData: placeholder,
    // Signing out leaves the layout mounted for a moment; it must not ask without a token.
    enabled: auth.token !== null && (settled || !keepFresh),
    refetchInterval: keepFresh ? NOTIFICATION_REFRESH_MS : false,
  });

  useRefetchOnFocus(query.refetch, keepFresh);
  return query;
}
