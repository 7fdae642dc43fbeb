import { queryOptions, useQuery } from '@tanstack/react-query';
import * as profileRoutes from '#openapi/routes/profiles.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';
import { recruitmentKey } from '../../../shared/recruitment/api/keys.ts';
import { useSessionScoped } from '../../../shared/session/session-scoped.ts';

/** GET profiles/v1/get: a profile as the caller may see it (D22). */
export function getProfile(UserID: number) {
  return callApi(profileRoutes.profileGet, { query: { UserID } });
}

/** Under the recruitment key: a change to applications refreshes the profile's list of them. */
export const getProfileQueryOptions = (UserID: number) =>
  queryOptions({
    queryKey: [...recruitmentKey, 'profile', UserID],
    queryFn: () => getProfile(UserID),
  });

/** A profile as the caller may see it; a PROFILE_NOT_SHARED refusal when they may not. */
export function useProfile(UserID: number) {
  return useQuery({
    ...useSessionScoped(getProfileQueryOptions(UserID)),
    // A refusal is the server's answer, not a hiccup: asking again would only say no again.
    retry: false,
  });
}
