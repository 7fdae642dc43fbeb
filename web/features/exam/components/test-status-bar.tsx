import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import DisconnectOutlined from '@ant-design/icons/DisconnectOutlined';
import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../shared/time/format-duration.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { useNarrowScreen } from '../hooks/use-narrow-screen.ts';
import type { SaveStatus } from '../model/save-status.ts';
import { keptPhrase } from './kept-phrase.ts';
import './test-status-bar.css';
import { prepaint } from '../../../shared/ui/pre-paint-marks.ts';

type Props = {
  taskName: string;
  secondsLeft: number;
  answered: number;
  total: number;
  save: SaveStatus;
  onSubmit: () => void;
  submitDisabled: boolean;
  /** The submission is on its way: the button spins. */
  submitting?: boolean;
  /** A time warning (D15): shown in the bar, under the clock and Submit, never over them. */
  warning?: string | null;
  onDismissWarning?: () => void;
};

/** The clock turns amber with 5 minutes left and red with 1, when the warnings are raised (D15). */
const WARNING_SECONDS = 300;
const DANGER_SECONDS = 60;

/**
 * The bar over a running test (D15): the time left, how many are answered and whether every answer
 * is on the server, always in view; and Submit.
 */
export function TestStatusBar(props: Props) {
  const { taskName, secondsLeft, answered, total, save } = props;
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const urgency =
    secondsLeft <= DANGER_SECONDS
      ? 'is-danger'
      : secondsLeft <= WARNING_SECONDS
        ? 'is-warning'
        : '';
  const ClockIcon = urgency ? WarningOutlined : ClockCircleOutlined;

  return (
    <div className="test-status-bar">
      <div className="test-status-row">
        {/* The running test's one h1: the page is this test. */}
        <h1 className="test-status-name" {...prepaint('task-name')}>
          {taskName}
        </h1>
        <p className={`test-status-clock ${urgency}`}>
          <ClockIcon aria-hidden />
          <span className={narrow ? 'visually-hidden' : 'test-status-clock-label'}>
            {t('exam.status.timeLeft')}
          </span>
          {/* Read when asked for, not every second. */}
          <span role="timer" aria-live="off" className="test-status-time">
            {formatDuration(secondsLeft)}
          </span>
        </p>
        <AppButton
          variant="primary"
          className="test-status-submit"
          disabled={props.submitDisabled}
          loading={props.submitting}
          onClick={props.onSubmit}
        >
          {t('exam.status.submit')}
        </AppButton>
      </div>
      <div className="test-status-row">
        <p className="test-status-progress">
          <span>{t('exam.status.progress', { answered, total })}</span>
          <span className="test-status-meter" aria-hidden>
            <span style={{ width: `${total > 0 ? (answered / total) * 100 : 0}%` }} />
          </span>
        </p>
        <SaveStatusLine save={save} />
      </div>
      {props.warning ? (
        <div role="alert" className="test-status-warning">
          <WarningOutlined aria-hidden />
          <span>{props.warning}</span>
          <button type="button" className="test-status-dismiss" onClick={props.onDismissWarning}>
            {t('exam.status.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function SaveStatusLine({ save }: { save: SaveStatus }) {
  const { t } = useTranslation();
  switch (save.state) {
    case 'saved':
      return (
        <p role="status" className="test-status-save is-saved">
          <CheckCircleOutlined aria-hidden />
          <span>{t('exam.status.saved')}</span>
        </p>
      );
    case 'saving':
      return (
        <p role="status" className="test-status-save is-saving">
          <LoadingOutlined aria-hidden />
          <span>{t('exam.status.saving')}</span>
        </p>
      );
    case 'offline':
      return (
        <p role="status" className="test-status-save is-offline">
          <DisconnectOutlined aria-hidden />
          <span>{t('exam.status.offline', { kept: keptPhrase(t, save.kept) })}</span>
        </p>
      );
    case 'failed':
      return (
        <p role="status" className="test-status-save is-failed">
          <ExclamationCircleOutlined aria-hidden />
          <span>
            {t('exam.status.failed', {
              kept: keptPhrase(t, save.kept),
              // The sentence supplies its own full stop.
              message: save.message.replace(/\.\s*$/, ''),
            })}
          </span>
        </p>
      );
  }
}
