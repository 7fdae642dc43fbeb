import { queryOptions, useQuery } from '@tanstack/react-query';
import * as commonRoutes from '#openapi/routes/common.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** GET Common/v1/Class?instituteID: the classes of one institute. */
export function getClasses(instituteID: number) {
  return callApi(commonRoutes.classList, { query: { instituteID }, anonymous: true });
}

export const getClassesQueryOptions = (instituteID: number) =>
  queryOptions({
    queryKey: ['lookups', 'classes', instituteID],
    queryFn: () => getClasses(instituteID),
    staleTime: Infinity,
  });

/** Waits for an institute before asking. */
export function useClasses(instituteID: number | undefined) {
  return useQuery({
    ...getClassesQueryOptions(instituteID ?? 0),
    enabled: instituteID !== undefined,
  });
}
