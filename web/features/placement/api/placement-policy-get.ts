import { queryOptions, useQuery } from '@tanstack/react-query';
import * as placementRoutes from '#openapi/routes/placement.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';
import { recruitmentKey } from '../../../shared/recruitment/api/keys.ts';
import { useSessionScoped } from '../../../shared/session/session-scoped.ts';

/** GET placement/v1/getPolicy: the caller's institute's placement policy (D29). */
export const getPlacementPolicy = () => callApi(placementRoutes.placementPolicyGet);

/** Under the recruitment key: it decides which jobs a placed student may apply to. */
export const placementPolicyQueryOptions = () =>
  queryOptions({
    queryKey: [...recruitmentKey, 'placementPolicy'],
    queryFn: getPlacementPolicy,
  });

export const usePlacementPolicy = () => useQuery(useSessionScoped(placementPolicyQueryOptions()));
