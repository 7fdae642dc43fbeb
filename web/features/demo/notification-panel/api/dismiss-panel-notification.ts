import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PanelNotificationRequest } from '#openapi/demo/notification-panel.ts';
import * as routes from '#openapi/routes/demo-notification-panel.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { getPanelNotificationsQueryOptions } from './get-panel-notifications.ts';

/** POST /notification-panel-app/dismiss: removes one from the panel. */
export function dismissPanelNotification(body: PanelNotificationRequest) {
  return callApi(routes.dismissPanelNotification, { body });
}

export function useDismissPanelNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissPanelNotification,
    onSuccess: (_answer, _body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getPanelNotificationsQueryOptions().queryKey }),
      ]),
  });
}
