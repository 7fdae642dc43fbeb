import BellOutlined from '@ant-design/icons/BellOutlined';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { state } from '../../../shared/session/session-store.ts';
import { Badge, Button } from '../../../shared/ui/antd.ts';
import { setNotificationPanel } from '../../../shared/ui/ui-state.ts';
import { useNotifications } from '../api/get-notification.ts';
import './notification-bell.css';

/**
 * The toolbar's bell: a dot while a test is running (D15 `isShown`); it opens and closes the
 * notification drawer. It stays mounted while someone is signed in, so it keeps the figure fresh.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { ui } = useSnapshot(state);
  const reading = useNotifications({ keepFresh: true }).data;
  const hasActiveTest = reading?.activeTest?.isShown === true;
  const hintId = useId();

  return (
    <>
      <Button
        type="text"
        shape="circle"
        className="notification-bell"
        aria-label={t('notifications.bell')}
        aria-describedby={hasActiveTest ? hintId : undefined}
        aria-expanded={ui.notificationPanel}
        aria-haspopup="dialog"
        icon={
          <Badge dot={hasActiveTest} offset={[-2, 2]}>
            <BellOutlined aria-hidden />
          </Badge>
        }
        onClick={() => setNotificationPanel(!ui.notificationPanel)}
      />
      {hasActiveTest && (
        <span id={hintId} className="visually-hidden">
          {t('notifications.activeTestHint')}
        </span>
      )}
    </>
  );
}
