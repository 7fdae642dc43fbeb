import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PanelNotificationRequest } from '#openapi/demo/notification-panel.ts';
import * as routes from '#openapi/routes/demo-notification-panel.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { getPanelNotificationsQueryOptions } from './get-panel-notifications.ts';

/** POST /notification-panel-app/mark-read: marks one read. */
export function markPanelNotificationRead(body: PanelNotificationRequest) {
  return callApi(routes.markPanelNotificationRead, { body });
}

export function useMarkPanelNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPanelNotificationRead,
    onSuccess: (_answer, _body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getPanelNotificationsQueryOptions().queryKey }),
      ]),
  });
}
