import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TestResult } from '#openapi/exam.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { PREPAINT_ATTRIBUTE } from '../../../shared/ui/pre-paint-marks.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useTestAttempt } from '../hooks/use-test-attempt.ts';
import { useOfflineShell } from '../offline/use-offline-shell.ts';
import { handOffPrepaint } from '../pre-paint/hand-off.ts';
import { TakenOverNotice } from './taken-over-notice.tsx';
import { TestInstructions } from './test-instructions.tsx';
import { TestResultSummary } from './test-result-summary.tsx';
import { TestRunner } from './test-runner.tsx';
import './test-screen.css';

type Props = {
  CourseID: number;
  TaskID: number;
  /** The signed-in role's landing page, where "back" goes. */
  home: string;
  /** The attempt is submitted: whatever shows the running test elsewhere should forget it. */
  onSubmitted: (result: TestResult) => void;
};

/** /test/test/:CourseID/:TaskID (D15): instructions, the running test, or its result. */
export function TestScreen({ CourseID, TaskID, home, onSubmitted }: Props) {
  const { t } = useTranslation();
  const attempt = useTestAttempt(CourseID, TaskID, { onSubmitted });
  useOfflineShell();
  const { phase } = attempt;
  // The page's pre-painted copy of the screen (pre-paint/) goes as soon as the screen has drawn.
  const drawn = phase.name !== 'loading';
  const currentID = attempt.currentID;
  useLayoutEffect(() => {
    if (!drawn) return;
    const root = document.getElementById('root');
    handOffPrepaint(
      currentID,
      root?.querySelector(`.test-runner [${PREPAINT_ATTRIBUTE}="answer"]`) ?? null,
    );
  }, [drawn, currentID]);
  useDocumentTitle(
    phase.name === 'loading' || !('task' in phase) ? t('exam.pageTitle') : phase.task.TaskName,
  );

  switch (phase.name) {
    case 'loading':
      return (
        <section className="test-screen test-screen-message">
          <p role="status">{t('exam.loading')}</p>
        </section>
      );
    case 'failed':
      return (
        <section className="test-screen test-screen-message">
          <p role="alert">
            {t('exam.loadFailed')}{' '}
            <AppButton onClick={() => void attempt.retry()}>{t('exam.retry')}</AppButton>
          </p>
        </section>
      );
    case 'notAssigned':
      return (
        <section className="test-screen test-screen-message" aria-labelledby="test-screen-title">
          <h1 id="test-screen-title">{t('exam.notAssigned.title')}</h1>
          <p>{t('exam.notAssigned.body')}</p>
          <Link to={home}>{t('exam.notAssigned.back')}</Link>
        </section>
      );
    case 'instructions':
      return (
        <section className="test-screen">
          <TestInstructions
            task={phase.task}
            starting={attempt.starting}
            error={attempt.startError}
            onStart={() => void attempt.start()}
          />
        </section>
      );
    case 'takenOver':
      return (
        <section className="test-screen test-screen-message">
          <TakenOverNotice onContinueHere={() => window.location.reload()} />
        </section>
      );
    case 'result':
      return (
        <section className="test-screen">
          <TestResultSummary result={phase.result} backTo={home} />
        </section>
      );
    case 'running': {
      const { session, task } = phase;
      const currentID = attempt.currentID ?? session.questions[0]?.QuestionID ?? 0;
      return (
        <>
          {attempt.timeUp ? (
            <p className="test-screen-time-up" role="status">
              {t('exam.timeUp')}
            </p>
          ) : null}
          <TestRunner
            taskName={task.TaskName}
            questions={session.questions}
            currentID={currentID}
            answers={attempt.answers}
            flags={attempt.flags}
            secondsLeft={attempt.secondsLeft}
            save={attempt.save}
            kept={attempt.kept}
            warning={attempt.warning}
            onDismissWarning={attempt.dismissWarning}
            submitFailure={attempt.submitFailure}
            disabled={attempt.submitting}
            submitting={attempt.submitting}
            onGo={attempt.go}
            onAnswer={attempt.answer}
            onToggleFlag={attempt.toggleFlag}
            onSubmit={attempt.submit}
          />
        </>
      );
    }
  }
}
