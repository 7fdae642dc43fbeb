import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '#openapi/routes/demo-notification-panel.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { getPanelNotificationsQueryOptions } from './get-panel-notifications.ts';

/** POST /notification-panel-app/dismiss-all: empties the panel. */
export function dismissAllPanelNotifications() {
  return callApi(routes.dismissAllPanelNotifications);
}

export function useDismissAllPanelNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissAllPanelNotifications,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getPanelNotificationsQueryOptions().queryKey }),
  });
}
