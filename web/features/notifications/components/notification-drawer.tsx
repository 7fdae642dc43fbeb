import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ActiveTestDetails } from '#openapi/user.ts';
import { useRouteChange } from '../../../shared/routing/use-route-change.ts';
import { state } from '../../../shared/session/session-store.ts';
import { Drawer, Empty } from '../../../shared/ui/antd.ts';
import { setNotificationPanel } from '../../../shared/ui/ui-state.ts';
import { useNotifications } from '../api/get-notification.ts';
import { ActiveTestCard } from './active-test-card.tsx';
import './notification-drawer.css';

const closeNotificationPanel = () => setNotificationPanel(false);

type ResumeTest = (test: ActiveTestDetails) => void;

/**
 * The notification drawer (seed §2): the running test, or an empty state; closes on route change.
 * `onResumeTest` opens the running test (the exam feature's useResumeTest).
 */
export function NotificationDrawer({ onResumeTest }: { onResumeTest: ResumeTest }) {
  const { t } = useTranslation();
  const { ui } = useSnapshot(state);
  useRouteChange(closeNotificationPanel);

  return (
    <Drawer
      placement="right"
      size="min(400px, 100vw)"
      title={t('notifications.title')}
      open={ui.notificationPanel}
      onClose={closeNotificationPanel}
      // Unmounted while closed, so the countdown does not tick for nobody.
      destroyOnHidden
    >
      <NotificationList onResumeTest={onResumeTest} />
    </Drawer>
  );
}

function NotificationList({ onResumeTest }: { onResumeTest: ResumeTest }) {
  const { t } = useTranslation();
  const reading = useNotifications().data;
  const activeTest = reading?.activeTest;
  if (!reading || !activeTest?.isShown) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty')} />;
  }
  return (
    <ActiveTestCard test={activeTest} receivedAt={reading.receivedAt} onResume={onResumeTest} />
  );
}
