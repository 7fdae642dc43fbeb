import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '#openapi/routes/demo-quick-panel.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /quick-panel-app/data: today’s events, notes and quick settings. */
export function getQuickPanelData() {
  return callApi(routes.quickPanelData);
}

export const getQuickPanelDataQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'quick-panel'] as const, queryFn: () => getQuickPanelData() });

export function useQuickPanelData() {
  return useQuery(getQuickPanelDataQueryOptions());
}
