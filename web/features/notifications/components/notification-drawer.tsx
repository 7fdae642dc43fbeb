import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ActiveTestDetails } from '#openapi/user.ts';
import { useRouteChange } from '../../../shared/routing/use-route-change.ts';
import { state } from '../../../shared/session/session-store.ts';
import { Drawer, Empty } from '../../../shared/ui/antd.ts';
import { setNotificationPanel } from '../../../shared/ui/ui-state.ts';
import { useNotifications } from '../api/get-notification.ts';
import { useRecruiterEvents } from '../api/get-recruiter-events.ts';
import { useStudentEvents } from '../api/get-student-events.ts';
import { ActiveTestCard } from './active-test-card.tsx';
import { RecruiterEventList } from './recruiter-event-list.tsx';
import { StudentEventList } from './student-event-list.tsx';
import './notification-drawer.css';

const closeNotificationPanel = () => setNotificationPanel(false);

type ResumeTest = (test: ActiveTestDetails) => void;

/**
 * The notification drawer (seed §2, D26, D34): the running test, a student's events on their
 * applications and a recruiter's on their own jobs, or an empty state; closes on route change.
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
  const events = useStudentEvents().data?.body.items ?? [];
  const jobEvents = useRecruiterEvents().data?.body.items ?? [];
  const activeTest = reading?.activeTest?.isShown ? reading.activeTest : null;
  if (!reading || (!activeTest && events.length === 0 && jobEvents.length === 0)) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.empty')} />;
  }
  return (
    <>
      {activeTest ? (
        <ActiveTestCard test={activeTest} receivedAt={reading.receivedAt} onResume={onResumeTest} />
      ) : null}
      {events.length > 0 ? <StudentEventList events={events} /> : null}
      {jobEvents.length > 0 ? <RecruiterEventList events={jobEvents} /> : null}
    </>
  );
}
