import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import * as commonRoutes from '#openapi/routes/common.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';

// A job names its eligible institutes and classes by the ids of the Common/v1 lookups (D20): the
// stub checks them against the same lists, so the form offers exactly those.

const institutesQueryOptions = () =>
  queryOptions({
    queryKey: ['jobPosting', 'institutes'],
    queryFn: () => callApi(commonRoutes.instituteList),
    staleTime: Infinity,
  });

const classesQueryOptions = (instituteID: number) =>
  queryOptions({
    queryKey: ['jobPosting', 'classes', instituteID],
    queryFn: () => callApi(commonRoutes.classList, { query: { instituteID } }),
    staleTime: Infinity,
  });

/** GET Common/v1/Institute: every institute a job may open to. */
export function useInstituteChoices() {
  return useQuery(institutesQueryOptions());
}

/** GET Common/v1/Class for each chosen institute: their classes, in the order the institutes were chosen. */
export function useClassChoices(instituteIDs: readonly number[]) {
  return useQueries({
    queries: instituteIDs.map(classesQueryOptions),
    combine: (results) => ({
      classes: results.flatMap((result) => result.data?.body ?? []),
      loading: results.some((result) => result.isLoading),
    }),
  });
}
