import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import * as commonRoutes from '#openapi/routes/common.gen.ts';
import { callApi } from '../api-client.ts';

/** GET Common/v1/Class?instituteID: the classes of one institute (registration, a job's eligibility). */
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

/**
 * The classes of several institutes (a job's eligibility), in the order the institutes were
 * chosen, each institute's list asked for once.
 */
export function useClassesOf(instituteIDs: readonly number[]) {
  return useQueries({
    queries: instituteIDs.map(getClassesQueryOptions),
    combine: (results) => ({
      classes: results.flatMap((result) => result.data?.body ?? []),
      loading: results.some((result) => result.isLoading),
    }),
  });
}
