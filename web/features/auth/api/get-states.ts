import { queryOptions, useQuery } from '@tanstack/react-query';
import * as commonRoutes from '#openapi/routes/common.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** GET Common/v1/state: a lookup list for the registration form. */
export function getStates() {
  return callApi(commonRoutes.stateList, { anonymous: true });
}

export const getStatesQueryOptions = () =>
  queryOptions({ queryKey: ['lookups', 'states'], queryFn: getStates, staleTime: Infinity });

export function useStates() {
  return useQuery(getStatesQueryOptions());
}
