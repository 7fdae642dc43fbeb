import { queryOptions, useQuery } from '@tanstack/react-query';
import * as commonRoutes from '#openapi/routes/common.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** GET Common/v1/Language: a lookup list for the registration form. */
export function getLanguages() {
  return callApi(commonRoutes.languageList, { anonymous: true });
}

export const getLanguagesQueryOptions = () =>
  queryOptions({ queryKey: ['lookups', 'languages'], queryFn: getLanguages, staleTime: Infinity });

export function useLanguages() {
  return useQuery(getLanguagesQueryOptions());
}
