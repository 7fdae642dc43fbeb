import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as profileRoutes from '#openapi/routes/profiles.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';
import { refreshRecruitment } from '../../../shared/recruitment/api/keys.ts';
import { useSessionScoped } from '../../../shared/session/session-scoped.ts';
import { getProfileQueryOptions } from './get-profile.ts';

export type ProfileUpdateInput = Exclude<
  OperationRequest<typeof profileRoutes.profileUpdate>['body'],
  undefined
>;

/** POST profiles/v1/update: the student replaces what they keep about themselves (D20). */
export function updateProfile(body: ProfileUpdateInput) {
  return callApi(profileRoutes.profileUpdate, { body });
}

/**
 * The answer is the saved profile: shown at once (under the profile query's own key), then every
 * recruitment list that may show it asks again.
 */
export function useUpdateProfile(UserID: number) {
  const queryClient = useQueryClient();
  const { queryKey } = useSessionScoped(getProfileQueryOptions(UserID));
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      void refreshRecruitment(queryClient);
    },
  });
}
