import DisconnectOutlined from '@ant-design/icons/DisconnectOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, Question } from '#openapi/exam.ts';
import { OnceOpened } from '../../../shared/ui/once-opened.tsx';
import { useOnline } from '../hooks/use-online.ts';
import type { SubmitFailure } from '../hooks/use-submission.ts';
import type { KeptWork } from '../model/answer-journal.ts';
import { isAnswered, type SaveStatus } from '../model/save-status.ts';
import { QuestionPalette } from './question-palette.tsx';
import { QuestionView } from './question-view.tsx';
import { SubmitConfirm } from './submit-confirm.tsx';
import { TestStatusBar } from './test-status-bar.tsx';
import './test-runner.css';
import { prepaint } from '../../../shared/ui/pre-paint-marks.ts';

type Props = {
  taskName: string;
  questions: Question[];
  currentID: number;
  answers: ReadonlyMap<number, Answer>;
  flags: ReadonlySet<number>;
  secondsLeft: number;
  save: SaveStatus;
  /** Answers and flags not on the server yet. */
  kept: KeptWork;
  /** The time warning to show (D15), or null. */
  warning: string | null;
  onDismissWarning: () => void;
  /** Why the student's last submission did not go. */
  submitFailure: SubmitFailure | null;
  /** No changes accepted: another tab took the test over, or it is being submitted. */
  disabled: boolean;
  submitting: boolean;
  onGo: (questionID: number) => void;
  onAnswer: (questionID: number, answer: Answer) => void;
  onToggleFlag: (questionID: number) => void;
  /** Called once the student has confirmed. */
  onSubmit: () => void;
};

/**
 * A running test (D15): the status bar over the current question, the palette beside it on a wide
 * screen and under it on a narrow one, and the confirmation before submitting.
 */
export function TestRunner(props: Props) {
  const { questions, currentID, answers, flags, disabled, submitting } = props;
  const { t } = useTranslation();
  const paletteId = useId();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const online = useOnline();

  const found = questions.findIndex((question) => question.QuestionID === currentID);
  const index = Math.max(0, found);
  const question = questions[index];
  const answered = questions.filter(({ QuestionID }) => isAnswered(answers.get(QuestionID))).length;
  const previousID = questions[index - 1]?.QuestionID;
  const nextID = questions[index + 1]?.QuestionID;

  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    // In the answer box Alt+arrows stay the platform's (a word at a time on a Mac); behind the
    // confirmation the question must not change unseen.
    if (confirmOpen || isTextField(event.target)) return;
    // Taken even on the first or last question: Alt+← is also the browser's Back, out of the test.
    event.preventDefault();
    const target = event.key === 'ArrowRight' ? nextID : previousID;
    if (target !== undefined) props.onGo(target);
  });
  useEffect(() => {
    document.addEventListener('keydown', onShortcut);
    return () => document.removeEventListener('keydown', onShortcut);
  }, []);

  if (!question) return null;
  return (
    <div className="test-runner">
      <TestStatusBar
        taskName={props.taskName}
        secondsLeft={props.secondsLeft}
        answered={answered}
        total={questions.length}
        save={props.save}
        submitDisabled={disabled || submitting}
        submitting={submitting}
        warning={props.warning}
        onDismissWarning={props.onDismissWarning}
        onSubmit={() => setConfirmOpen(true)}
      />
      <div className="test-runner-body">
        <div className="test-runner-main">
          {online ? null : (
            <p className="test-runner-offline" role="status">
              <DisconnectOutlined aria-hidden />
              <span>{t('exam.runner.offline')}</span>
            </p>
          )}
          <QuestionView
            question={question}
            index={index}
            total={questions.length}
            answer={answers.get(question.QuestionID)}
            flagged={flags.has(question.QuestionID)}
            disabled={disabled}
            onAnswer={(answer) => props.onAnswer(question.QuestionID, answer)}
            onToggleFlag={() => props.onToggleFlag(question.QuestionID)}
            onPrevious={previousID === undefined ? null : () => props.onGo(previousID)}
            onNext={nextID === undefined ? null : () => props.onGo(nextID)}
            onReview={() => setConfirmOpen(true)}
          />
          <p className="test-runner-hint" {...prepaint('shown')}>
            {t('exam.runner.shortcut')}
          </p>
        </div>
        <div className="test-runner-side">
          <button
            type="button"
            className="test-runner-palette-toggle"
            {...prepaint('shown')}
            aria-expanded={paletteOpen}
            aria-controls={paletteId}
            onClick={() => setPaletteOpen((open) => !open)}
          >
            {t('exam.palette.toggle')}
            <DownOutlined aria-hidden />
          </button>
          <div
            id={paletteId}
            className={paletteOpen ? 'test-runner-palette is-open' : 'test-runner-palette'}
          >
            <QuestionPalette
              questions={questions}
              currentID={question.QuestionID}
              answers={answers}
              flags={flags}
              onPick={props.onGo}
            />
          </div>
        </div>
      </div>
      <OnceOpened open={confirmOpen}>
        <SubmitConfirm
          open={confirmOpen}
          unanswered={questions.length - answered}
          flagged={questions.flatMap(({ QuestionID }, at) =>
            flags.has(QuestionID) ? [at + 1] : [],
          )}
          kept={props.kept}
          offline={!online}
          failure={props.submitFailure}
          submitting={submitting}
          onConfirm={props.onSubmit}
          onCancel={() => setConfirmOpen(false)}
        />
      </OnceOpened>
    </div>
  );
}

function isTextField(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return (
    target instanceof HTMLInputElement &&
    !['radio', 'checkbox', 'button', 'submit', 'reset'].includes(target.type)
  );
}
