import { queryOptions } from '@tanstack/react-query';
import * as commonRoutes from '#openapi/routes/common.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/**
 * The institutes' names, for the institute filter (a job names its institutes by id). The same key
 * as the registration form's lookup: one list, asked for once.
 */
export const instituteNamesQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'institutes'],
    queryFn: () => callApi(commonRoutes.instituteList, { anonymous: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
