import { queryOptions, useQuery } from '@tanstack/react-query';
import * as commonRoutes from '#openapi/routes/common.gen.ts';
import { callApi } from '../api-client.ts';

/** GET Common/v1/section?instituteID&classID: the sections of one class. */
export function getSections(instituteID: number, classID: number) {
  return callApi(commonRoutes.sectionList, { query: { instituteID, classID }, anonymous: true });
}

export const getSectionsQueryOptions = (instituteID: number, classID: number) =>
  queryOptions({
    queryKey: ['lookups', 'sections', instituteID, classID],
    queryFn: () => getSections(instituteID, classID),
    staleTime: Infinity,
  });

/** Waits for an institute and a class before asking. */
export function useSections(instituteID: number | undefined, classID: number | undefined) {
  return useQuery({
    ...getSectionsQueryOptions(instituteID ?? 0, classID ?? 0),
    enabled: instituteID !== undefined && classID !== undefined,
  });
}
