import { NotificationPanelPage } from '../../features/demo/notification-panel/components/notification-panel-page.tsx';

/** /apps/notifications: the demo template's notification panel (issue 31). */
export function Component() {
  return <NotificationPanelPage />;
}
