import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '#openapi/routes/demo-notification-panel.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /notification-panel-app/notifications: newest first. */
export function getPanelNotifications() {
  return callApi(routes.panelNotifications);
}

export const getPanelNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['demo', 'notification-panel'] as const,
    queryFn: () => getPanelNotifications(),
  });

export function usePanelNotifications() {
  return useQuery(getPanelNotificationsQueryOptions());
}
