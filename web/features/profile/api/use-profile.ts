import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../shared/recruitment/api/profiles.ts';
import { useSessionScoped } from '../../../shared/session/session-scoped.ts';

/** A profile as the caller may see it (D22); a PROFILE_NOT_SHARED refusal when they may not. */
export function useProfile(UserID: number) {
  return useQuery({
    ...useSessionScoped(profileQueryOptions(UserID)),
    // A refusal is the server's answer, not a hiccup: asking again would only say no again.
    retry: false,
  });
}
