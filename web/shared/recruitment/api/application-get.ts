import { queryOptions, useQuery } from '@tanstack/react-query';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import { callApi } from '../../api/api-client.ts';
import { recruitmentKey } from './keys.ts';

/** Every application query's key starts here. */
export const applicationKey = [...recruitmentKey, 'application'] as const;

/** GET applications/v1/get: one application with its history. */
export const applicationQueryOptions = (ApplicationID: number) =>
  queryOptions({
    queryKey: [...applicationKey, ApplicationID],
    queryFn: () => callApi(applicationRoutes.applicationGet, { query: { ApplicationID } }),
  });

export const useApplication = (ApplicationID: number) =>
  useQuery(applicationQueryOptions(ApplicationID));
