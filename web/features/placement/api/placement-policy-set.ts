import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as placementRoutes from '#openapi/routes/placement.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';
import { refreshRecruitment } from '../../../shared/recruitment/api/keys.ts';
import { useSessionScoped } from '../../../shared/session/session-scoped.ts';
import { placementPolicyQueryOptions } from './placement-policy-get.ts';

export type PlacementPolicyInput = Exclude<
  OperationRequest<typeof placementRoutes.placementPolicySet>['body'],
  undefined
>;

/** POST placement/v1/setPolicy: the institute admin turns the policy off or sets its multiple. */
export const setPlacementPolicy = (body: PlacementPolicyInput) =>
  callApi(placementRoutes.placementPolicySet, { body });

/**
 * The answer is the policy as saved, shown at once; then the jobs lists ask again, since which
 * jobs a placed student may apply to has changed.
 */
export function useSetPlacementPolicy() {
  const queryClient = useQueryClient();
  const { queryKey } = useSessionScoped(placementPolicyQueryOptions());
  return useMutation({
    mutationFn: setPlacementPolicy,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      void refreshRecruitment(queryClient);
    },
  });
}
