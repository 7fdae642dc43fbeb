import {
  DismissAllPanelNotificationsResponse,
  DismissPanelNotificationResponse,
  PanelNotificationRequest,
  PanelNotificationResponse,
  PanelNotificationsResponse,
} from '../../demo/notification-panel.ts';
import { answeredWith, refusalsOf } from '../../refusals.ts';

/** The notification panel's refusals by code. */
export const PanelNotificationRefusals = {
  NOTIFICATION_NOT_FOUND: 'Notification not found',
} as const;

export const PanelNotificationOps = {
  panelNotifications: {
    operationId: 'panelNotifications',
    method: 'get',
    path: '/notification-panel-app/notifications',
    tag: 'demo',
    summary: 'The notification panel’s notifications, newest first',
    auth: false,
    response: PanelNotificationsResponse,
  },
  markPanelNotificationRead: {
    operationId: 'markPanelNotificationRead',
    method: 'post',
    path: '/notification-panel-app/mark-read',
    tag: 'demo',
    summary: 'Mark one notification read',
    auth: false,
    body: PanelNotificationRequest,
    response: PanelNotificationResponse,
    ...answeredWith(404, refusalsOf(PanelNotificationRefusals, 'NOTIFICATION_NOT_FOUND')),
  },
  dismissPanelNotification: {
    operationId: 'dismissPanelNotification',
    method: 'post',
    path: '/notification-panel-app/dismiss',
    tag: 'demo',
    summary: 'Remove one notification from the panel',
    auth: false,
    body: PanelNotificationRequest,
    response: DismissPanelNotificationResponse,
    ...answeredWith(404, refusalsOf(PanelNotificationRefusals, 'NOTIFICATION_NOT_FOUND')),
  },
  dismissAllPanelNotifications: {
    operationId: 'dismissAllPanelNotifications',
    method: 'post',
    path: '/notification-panel-app/dismiss-all',
    tag: 'demo',
    summary: 'Remove every notification from the panel; answers how many went',
    auth: false,
    response: DismissAllPanelNotificationsResponse,
  },
} as const;
