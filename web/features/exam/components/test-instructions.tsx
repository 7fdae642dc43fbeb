import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { useTranslation } from 'react-i18next';
import type { TestTask } from '#openapi/exam.ts';
import { formatDuration } from '../../../shared/time/format-duration.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import './figure-tiles.css';
import './test-instructions.css';

type Props = {
  task: TestTask;
  /** The start call is on its way. */
  starting: boolean;
  /** Why the last start failed, to show above the button. */
  error: string | null;
  onStart: () => void;
};

/** What a new attempt shows before its clock starts (D15): the test's figures, its rules, Start. */
export function TestInstructions({ task, starting, error, onStart }: Props) {
  const { t } = useTranslation();
  const seconds = task.TotalDuration;
  // Tests are set in whole minutes; a demo test of 90 s reads better as seconds than "1.5 minutes".
  const words =
    seconds % 60 === 0
      ? t('exam.minutes', { count: seconds / 60 })
      : t('exam.seconds', { count: seconds });

  return (
    <section className="test-instructions" aria-labelledby="test-instructions-title">
      <p className="test-instructions-eyebrow">{t('exam.instructions.eyebrow')}</p>
      <h1 id="test-instructions-title" className="test-instructions-title">
        {task.TaskName}
      </h1>
      <dl className="figure-tiles test-instructions-figures">
        <div>
          <dt>{t('exam.instructions.course')}</dt>
          <dd>{task.courseName}</dd>
        </div>
        <div>
          <dt>{t('exam.instructions.questions')}</dt>
          <dd>{task.questionCount}</dd>
        </div>
        <div>
          <dt>{t('exam.instructions.totalMarks')}</dt>
          <dd>{task.totalMarks}</dd>
        </div>
        <div>
          <dt>{t('exam.instructions.duration')}</dt>
          <dd>{t('exam.instructions.durationValue', { clock: formatDuration(seconds), words })}</dd>
        </div>
      </dl>
      <h2 className="test-instructions-subtitle">{t('exam.instructions.rulesTitle')}</h2>
      <ul className="test-instructions-rules">
        <li>{t('exam.instructions.rules.serverTimer')}</li>
        <li>{t('exam.instructions.rules.savedAsYouGo')}</li>
        <li>{t('exam.instructions.rules.flag')}</li>
        <li>{t('exam.instructions.rules.autoSubmit')}</li>
        <li>{t('exam.instructions.rules.oneTab')}</li>
      </ul>
      {error && (
        <p role="alert" className="test-instructions-error">
          <CloseCircleFilled aria-hidden />
          <span>{error}</span>
        </p>
      )}
      <AppButton
        variant="primary"
        className="test-instructions-start"
        loading={starting}
        onClick={onStart}
      >
        {t('exam.instructions.start')}
      </AppButton>
    </section>
  );
}
