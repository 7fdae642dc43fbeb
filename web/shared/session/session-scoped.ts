import { useSnapshot } from 'valtio';
import { state } from './session-store.ts';

/**
 * A query's options keyed by the signed-in session too, as the bell's and the tests' are: after
 * a sign-out and a new sign-in on the same tab, nobody is shown the previous user's cached answer
 * (someone else's profile, their applications) while the new one loads.
 */
export function useSessionScoped<Options extends { queryKey: readonly unknown[] }>(
  options: Options,
): Options {
  const sessionId = useSnapshot(state).auth.user?.UserSessionID ?? '';
  return { ...options, queryKey: [...options.queryKey, sessionId] };
}
