import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '#openapi/routes/demo-widgets.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /reports-app/widgets: the reports page’s figures and tables. */
export function getReportsWidgets() {
  return callApi(routes.reportsWidgets);
}

export const getReportsWidgetsQueryOptions = () =>
  queryOptions({
    queryKey: ['demo', 'widgets', 'reports'] as const,
    queryFn: () => getReportsWidgets(),
  });

export function useReportsWidgets() {
  return useQuery(getReportsWidgetsQueryOptions());
}
