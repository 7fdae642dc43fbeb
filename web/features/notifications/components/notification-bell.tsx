import BellOutlined from '@ant-design/icons/BellOutlined';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { state } from '../../../shared/session/session-store.ts';
import { setNotificationPanel } from '../../../shared/ui/ui-state.ts';
import { useNotifications } from '../api/get-notification.ts';
import { useRecruiterEvents } from '../api/get-recruiter-events.ts';
import { useStudentEvents } from '../api/get-student-events.ts';
import './notification-bell.css';

/**
 * The toolbar's bell: a dot while a test is running (D15 `isShown`) or a student (D26) or a
 * recruiter (D34) has unread events; it opens and closes the notification drawer. It stays mounted while someone is signed in,
 * so it keeps both fresh.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { ui } = useSnapshot(state);
  const reading = useNotifications({ keepFresh: true }).data;
  const hasActiveTest = reading?.activeTest?.isShown === true;
  // Each asks only for its own role: a student's events (D26), a recruiter's (D34).
  const studentUnread = useStudentEvents({ keepFresh: true }).data?.body.unreadCount ?? 0;
  const recruiterUnread = useRecruiterEvents({ keepFresh: true }).data?.body.unreadCount ?? 0;
  const unreadCount = studentUnread + recruiterUnread;
  const testHintId = useId();
  const eventsHintId = useId();
  const hints = [hasActiveTest && testHintId, unreadCount > 0 && eventsHintId].filter(Boolean);

  return (
    <>
      <button
        type="button"
        className="toolbar-action notification-bell"
        aria-label={t('notifications.bell')}
        aria-describedby={hints.length > 0 ? hints.join(' ') : undefined}
        aria-expanded={ui.notificationPanel}
        aria-haspopup="dialog"
        onClick={() => setNotificationPanel(!ui.notificationPanel)}
      >
        <span className="notification-bell-icon">
          <BellOutlined aria-hidden />
          {hints.length > 0 && <span className="notification-bell-dot" aria-hidden="true" />}
        </span>
      </button>
      {hasActiveTest && (
        <span id={testHintId} className="visually-hidden">
          {t('notifications.activeTestHint')}
        </span>
      )}
      {unreadCount > 0 && (
        <span id={eventsHintId} className="visually-hidden">
          {t('notifications.unreadHint', { count: unreadCount })}
        </span>
      )}
    </>
  );
}
