import FlagFilled from '@ant-design/icons/FlagFilled';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, Question } from '#openapi/exam.ts';
import { isAnswered } from '../model/save-status.ts';
import './question-palette.css';
import { useNarrowScreen } from '../hooks/use-narrow-screen.ts';

type Props = {
  questions: Question[];
  currentID: number;
  answers: ReadonlyMap<number, Answer>;
  flags: ReadonlySet<number>;
  onPick: (questionID: number) => void;
};

/**
 * Every question of the test at a glance (D15): answered, unanswered, flagged and current, each
 * told by more than colour. One button is in the tab order; the arrow keys move among them.
 */
export function QuestionPalette({ questions, currentID, answers, flags, onPick }: Props) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const titleId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const currentIndex = Math.max(
    0,
    questions.findIndex((question) => question.QuestionID === currentID),
  );
  // The button that takes the Tab stop: the current question, until the arrows move elsewhere.
  const [focusIndex, setFocusIndex] = useState(currentIndex);
  const [shownCurrent, setShownCurrent] = useState(currentIndex);
  if (shownCurrent !== currentIndex) {
    setShownCurrent(currentIndex);
    setFocusIndex(currentIndex);
  }

  const moveFocus = (index: number) => {
    const target = Math.min(questions.length - 1, Math.max(0, index));
    setFocusIndex(target);
    buttons.current[target]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: rowLength(buttons.current),
      ArrowUp: -rowLength(buttons.current),
    }[event.key];
    if (step !== undefined) moveFocus(focusIndex + step);
    else if (event.key === 'Home') moveFocus(0);
    else if (event.key === 'End') moveFocus(questions.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <nav className="question-palette" aria-labelledby={titleId}>
      <h2 id={titleId} className={narrow ? 'visually-hidden' : 'question-palette-title'}>
        {t('exam.palette.title')}
      </h2>
      <ol className="question-palette-grid" onKeyDown={onKeyDown}>
        {questions.map((question, index) => {
          const answered = isAnswered(answers.get(question.QuestionID));
          const flagged = flags.has(question.QuestionID);
          const current = question.QuestionID === currentID;
          const number = index + 1;
          return (
            <li key={question.QuestionID}>
              <button
                ref={(button) => {
                  buttons.current[index] = button;
                }}
                type="button"
                className={[
                  'question-palette-item',
                  answered ? 'is-answered' : 'is-unanswered',
                  flagged && 'is-flagged',
                  current && 'is-current',
                ]
                  .filter(Boolean)
                  .join(' ')}
                tabIndex={index === focusIndex ? 0 : -1}
                aria-current={current ? 'step' : undefined}
                aria-label={paletteLabel(t, number, answered, flagged)}
                onFocus={() => setFocusIndex(index)}
                onClick={() => onPick(question.QuestionID)}
              >
                {number}
                {flagged && <FlagFilled className="question-palette-flag" aria-hidden />}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="question-palette-legend" aria-hidden>
        <li>
          <span className="question-palette-swatch is-answered" />
          {t('exam.palette.legend.answered')}
        </li>
        <li>
          <span className="question-palette-swatch is-unanswered" />
          {t('exam.palette.legend.unanswered')}
        </li>
        <li>
          <span className="question-palette-swatch is-unanswered">
            <FlagFilled className="question-palette-flag" aria-hidden />
          </span>
          {t('exam.palette.legend.flagged')}
        </li>
        <li>
          <span className="question-palette-swatch is-unanswered is-current" />
          {t('exam.palette.legend.current')}
        </li>
      </ul>
    </nav>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function paletteLabel(t: Translate, number: number, answered: boolean, flagged: boolean) {
  if (answered && flagged) return t('exam.palette.answeredFlagged', { number });
  if (answered) return t('exam.palette.answered', { number });
  if (flagged) return t('exam.palette.unansweredFlagged', { number });
  return t('exam.palette.unanswered', { number });
}

/**
 * How many buttons the grid shows in a row, measured, so Up and Down move a row as they look to;
 * where the layout puts them all in one line (or is not laid out), a row is one button.
 */
function rowLength(buttons: (HTMLButtonElement | null)[]): number {
  const shown = buttons.filter((button) => button !== null);
  const top = shown[0]?.offsetTop;
  const inFirstRow = shown.filter((button) => button.offsetTop === top).length;
  return inFirstRow > 0 && inFirstRow < shown.length ? inFirstRow : 1;
}
