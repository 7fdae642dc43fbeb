import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '#openapi/routes/demo-widgets.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /academy-dashboard-app/widgets: the subject dashboard’s figures and tables. */
export function getAcademyDashboardWidgets() {
  return callApi(routes.academyDashboardWidgets);
}

export const getAcademyDashboardWidgetsQueryOptions = () =>
  queryOptions({
    queryKey: ['demo', 'widgets', 'academy-dashboard'] as const,
    queryFn: () => getAcademyDashboardWidgets(),
  });

export function useAcademyDashboardWidgets() {
  return useQuery(getAcademyDashboardWidgetsQueryOptions());
}
