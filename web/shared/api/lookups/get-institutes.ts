import { queryOptions, useQuery } from '@tanstack/react-query';
import * as commonRoutes from '#openapi/routes/common.gen.ts';
import { callApi } from '../api-client.ts';

/**
 * GET Common/v1/Institute: every institute, for the registration form, a job's eligibility and the
 * pipeline's institute filter; public, so asked without the session and kept for the visit.
 */
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
