import { queryOptions, useQuery } from '@tanstack/react-query';
import * as iconRoutes from '#openapi/routes/demo-icons.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /icons: the icon catalogue. */
export function getIcons() {
  return callApi(iconRoutes.icons);
}

export const getIconsQueryOptions = () =>
  queryOptions({
    queryKey: ['demo', 'icons'],
    queryFn: getIcons,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useIcons() {
  return useQuery(getIconsQueryOptions());
}
