import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type { ActiveTestDetails } from '#openapi/user.ts';
import { routeSetFor } from '../../../shared/routing/role-routes.ts';
import { state } from '../../../shared/session/session-store.ts';
import { formatDuration } from '../../../shared/time/format-duration.ts';
import { useSecondsLeft } from '../../../shared/time/use-seconds-left.ts';
import { Button } from '../../../shared/ui/antd.ts';
import './test-session-screen.css';

/** The caller's running test as the server last answered, stamped with `performance.now()`. */
type SessionReading = { activeTest: ActiveTestDetails | null; receivedAt: number };

type Props = {
  /** The attempt the URL names. */
  courseId: number;
  taskId: number;
  session: SessionReading | undefined;
  failed: boolean;
  onRetry: () => void;
};

/**
 * /test/test/:CourseID/:TaskID until the timed test arrives (D15): the running attempt's name,
 * length and live time left, or a way back when the URL names no attempt of the caller's.
 */
export function TestSessionScreen({ courseId, taskId, session, failed, onRetry }: Props) {
  const { t } = useTranslation();
  if (!session) {
    return (
      <section className="test-session">
        {failed ? (
          <p role="alert">
            {t('exam.loadFailed')} <Button onClick={onRetry}>{t('exam.retry')}</Button>
          </p>
        ) : (
          <p role="status">{t('exam.loading')}</p>
        )}
      </section>
    );
  }
  const test = session.activeTest;
  if (!test || test.CourseID !== courseId || test.TaskID !== taskId) return <NotRunning />;
  return <RunningTest test={test} receivedAt={session.receivedAt} />;
}

function RunningTest({ test, receivedAt }: { test: ActiveTestDetails; receivedAt: number }) {
  const { t } = useTranslation();
  const secondsLeft = useSecondsLeft({ seconds: test.RemainingTime, measuredAt: receivedAt });
  if (secondsLeft === 0) return <NotRunning />;
  return (
    <section className="test-session" aria-labelledby="test-session-title">
      <p className="test-session-eyebrow">{t('exam.inProgress')}</p>
      <h1 id="test-session-title" className="test-session-title">
        {test.TaskName}
      </h1>
      <dl className="test-session-figures">
        <div>
          <dt>{t('exam.duration')}</dt>
          <dd>{formatDuration(test.TotalDuration)}</dd>
        </div>
        <div>
          <dt>{t('exam.remaining')}</dt>
          <dd role="timer">{formatDuration(secondsLeft)}</dd>
        </div>
      </dl>
      <p className="test-session-note">{t('exam.questionsOpenHere')}</p>
    </section>
  );
}

function NotRunning() {
  const { t } = useTranslation();
  const role = useSnapshot(state).auth.user?.role ?? '';
  return (
    <section className="test-session" aria-labelledby="test-session-title">
      <h1 id="test-session-title" className="test-session-title">
        {t('exam.notRunning.title')}
      </h1>
      <p className="test-session-note">{t('exam.notRunning.body')}</p>
      <Link className="test-session-back" to={routeSetFor(role).root}>
        {t('exam.notRunning.back')}
      </Link>
    </section>
  );
}
