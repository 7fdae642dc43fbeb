import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveTestDetails } from '#openapi/user.ts';
import { formatDuration } from '../../../shared/time/format-duration.ts';
import { useSecondsLeft } from '../../../shared/time/use-seconds-left.ts';
import { Button, Card } from '../../../shared/ui/antd.ts';

type Props = {
  test: ActiveTestDetails;
  receivedAt: number;
  /** Opens the running test the seed's way (the exam feature's useResumeTest). */
  onResume: (test: ActiveTestDetails) => void;
};

/** The drawer's card for a running test (seed §2): its name, length and live time left, and Resume. */
export function ActiveTestCard({ test, receivedAt, onResume }: Props) {
  const { t } = useTranslation();
  const secondsLeft = useSecondsLeft({ seconds: test.RemainingTime, measuredAt: receivedAt });
  const [resuming, setResuming] = useState(false);

  return (
    <Card className="active-test-card" size="small" title={test.TaskName}>
      <p className="active-test-status">{t('notifications.activeTest.status')}</p>
      <dl className="active-test-figures">
        <div>
          <dt>{t('notifications.activeTest.duration')}</dt>
          <dd>{formatDuration(test.TotalDuration)}</dd>
        </div>
        <div>
          <dt>{t('notifications.activeTest.remaining')}</dt>
          <dd>
            {/* A dd may not take the timer role (axe: aria-allowed-role); its content may. */}
            <span role="timer">{formatDuration(secondsLeft)}</span>
          </dd>
        </div>
      </dl>
      <Button
        type="primary"
        block
        loading={resuming}
        disabled={secondsLeft === 0}
        onClick={() => {
          setResuming(true);
          onResume(test);
        }}
      >
        {t('notifications.activeTest.resume')}
      </Button>
    </Card>
  );
}
