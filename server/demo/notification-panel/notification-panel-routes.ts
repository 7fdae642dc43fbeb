import { Hono } from 'hono';
import type { PanelNotification } from '#openapi/demo/notification-panel.ts';
import { PanelNotificationOps } from '#openapi/operations/demo/notification-panel.ts';
import { route } from '../../contract/route.ts';

/** The notification panel's state; `reset()` swaps in a fresh copy of the seed. */
export type PanelNotificationStore = { notifications: PanelNotification[] };

/** The demo notification panel: list, mark read, dismiss one, dismiss all (issue 31). */
export function createPanelNotificationRoutes(store: PanelNotificationStore) {
  const app = new Hono();
  const indexOf = (id: number) => store.notifications.findIndex((item) => item.id === id);

  route(app, PanelNotificationOps.panelNotifications, () => ({
    message: 'Notifications',
    body: [...store.notifications].sort((a, b) => (a.time < b.time ? 1 : -1)),
  }));

  route(app, PanelNotificationOps.markPanelNotificationRead, ({ body: { id }, refuse }) => {
    const notification = store.notifications[indexOf(id)];
    if (!notification) return refuse('NOTIFICATION_NOT_FOUND');
    notification.read = true;
    return { message: 'Notification read', body: notification };
  });

  route(app, PanelNotificationOps.dismissPanelNotification, ({ body: { id }, refuse }) => {
    const index = indexOf(id);
    if (index === -1) return refuse('NOTIFICATION_NOT_FOUND');
    store.notifications.splice(index, 1);
    return { message: 'Notification dismissed', body: { id } };
  });

  route(app, PanelNotificationOps.dismissAllPanelNotifications, () => {
    const dismissed = store.notifications.length;
    store.notifications = [];
    return { message: 'Notifications dismissed', body: { dismissed } };
  });

  return app;
}
