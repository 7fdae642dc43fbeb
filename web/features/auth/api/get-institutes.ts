import { queryOptions, useQuery } from '@tanstack/react-query';
import * as commonRoutes from '#openapi/routes/common.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** GET Common/v1/Institute: a lookup list for the registration form. */
export function getInstitutes() {
  return callApi(commonRoutes.instituteList, { anonymous: true });
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
