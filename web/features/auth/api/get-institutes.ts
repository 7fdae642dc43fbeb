import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstituteListResponse } from '#openapi/common.ts';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** GET Common/v1/Institute: a lookup list for the registration form. */
export function getInstitutes(): Promise<InstituteListResponse> {
  return apiRequest<InstituteListResponse>('Common/v1/Institute', { anonymous: true });
}

export const getInstitutesQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'institutes'],
    queryFn: getInstitutes,
    staleTime: Infinity,
  });

export function useInstitutes() {
  return useQuery(getInstitutesQueryOptions());
}
