import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshRecruitment } from '../../../shared/recruitment/api/keys.ts';
import { profileQueryOptions, updateProfile } from '../../../shared/recruitment/api/profiles.ts';
import { useSessionScoped } from '../../../shared/session/session-scoped.ts';

/**
 * The student replaces what they keep about themselves (D20). The answer is the saved profile:
 * shown at once, then every recruitment list that may show it asks again.
 */
export function useUpdateProfile(UserID: number) {
  const queryClient = useQueryClient();
  const { queryKey } = useSessionScoped(profileQueryOptions(UserID));
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      void refreshRecruitment(queryClient);
    },
  });
}
