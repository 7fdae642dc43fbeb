import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageListResponse } from '#openapi/common.ts';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** GET Common/v1/Language: a lookup list for the registration form. */
export function getLanguages(): Promise<LanguageListResponse> {
  return apiRequest<LanguageListResponse>('Common/v1/Language', { anonymous: true });
}

export const getLanguagesQueryOptions = () =>
  queryOptions({ queryKey: ['lookups', 'languages'], queryFn: getLanguages, staleTime: Infinity });

export function useLanguages() {
  return useQuery(getLanguagesQueryOptions());
}
