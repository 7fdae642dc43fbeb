import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshRecruitment } from '../../../shared/recruitment/api/keys.ts';
import { profileQueryOptions, updateProfile } from '../../../shared/recruitment/api/profiles.ts';

/**
 * The student replaces what they keep about themselves (D20). The answer is the saved profile:
 * shown at once, then every recruitment list that may show it asks again.
 */
export function useUpdateProfile(UserID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData(profileQueryOptions(UserID).queryKey, answer);
      void refreshRecruitment(queryClient);
    },
  });
}
