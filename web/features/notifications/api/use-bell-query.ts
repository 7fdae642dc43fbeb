import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { usePageSettled } from '../../../shared/api/queries-settled.ts';
import { useSessionScoped } from '../../../shared/session/session-scoped.ts';
import { NOTIFICATION_REFRESH_MS } from './get-notification.ts';
import { useRefetchOnFocus } from './use-refetch-on-focus.ts';

/** The drawer lists this many of the newest events (D26, D34). */
export const EVENTS_LISTED = 20;

/**
 * A list behind the bell, asked only while `on` (signed in with the role it belongs to). With
 * `keepFresh` (the bell) it asks again every 60 s and on window focus, with the running test's beat,
 * and first once the page has loaded and drawn: the page's own calls go first.
 */
export function useBellQuery<Data, Key extends QueryKey>(
  options: UseQueryOptions<Data, Error, Data, Key>,
  on: boolean,
  keepFresh: boolean,
) {
  const settled = usePageSettled();
  const query = useQuery({
    ...useSessionScoped(options),
    // Asked on the bell's beats only (sign-in, focus, 60 s), not by every reader, as D15's test.
    staleTime: NOTIFICATION_REFRESH_MS,
    enabled: on && (settled || !keepFresh),
    refetchInterval: keepFresh && on ? NOTIFICATION_REFRESH_MS : false,
  });
  useRefetchOnFocus(query.refetch, keepFresh && on);
  return query;
}
