import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StateListResponse } from '#openapi/common.ts';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** GET Common/v1/state: a lookup list for the registration form. */
export function getStates(): Promise<StateListResponse> {
  return apiRequest<StateListResponse>('Common/v1/state', { anonymous: true });
}

export const getStatesQueryOptions = () =>
  queryOptions({ queryKey: ['lookups', 'states'], queryFn: getStates, staleTime: Infinity });

export function useStates() {
  return useQuery(getStatesQueryOptions());
}
