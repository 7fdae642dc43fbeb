import { useParams } from 'react-router';
import { TestSessionScreen } from '../../features/exam/components/test-session-screen.tsx';
import { useTestArrival } from '../../features/exam/hooks/use-test-arrival.ts';
import { useNotifications } from '../../features/notifications/api/get-notification.ts';

/** /test/test/:CourseID/:TaskID (seed §2, D15): the session figures until the timed test lands. */
export function Component() {
  const params = useParams();
  // Until the timed test has its own session endpoint, the notification carries the figures.
  const session = useNotifications();
  useTestArrival(session.refetch);
  return (
    <TestSessionScreen
      courseId={Number(params.CourseID)}
      taskId={Number(params.TaskID)}
      session={session.data}
      failed={session.isError}
      onRetry={() => void session.refetch()}
    />
  );
}
