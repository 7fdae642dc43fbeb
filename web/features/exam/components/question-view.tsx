import FlagFilled from '@ant-design/icons/FlagFilled';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, Question } from '#openapi/exam.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { prepaint } from '../../../shared/ui/pre-paint-marks.ts';
import { useLocalized } from '../localized.ts';
import { isAnswered } from '../model/save-status.ts';
import './question-view.css';

type Props = {
  question: Question;
  /** Where the question stands in the test, from 0. */
  index: number;
  total: number;
  answer: Answer | undefined;
  flagged: boolean;
  /** No changes accepted: the test is being submitted, or another tab took it over. */
  disabled: boolean;
  onAnswer: (answer: Answer) => void;
  onToggleFlag: () => void;
  /** null on the first question. */
  onPrevious: (() => void) | null;
  /** null on the last question. */
  onNext: (() => void) | null;
  /** On the last question, where Next would lead nowhere: on to the submit confirmation. */
  onReview: () => void;
};

/** The maximum the contract accepts for a short text answer. */
const TEXT_MAX_LENGTH = 1000;

/** One question of a running test (D15): its text, the way to answer it, flag, previous and next. */
export function QuestionView(props: Props) {
  const { question, index, total, answer, flagged, disabled } = props;
  const { t } = useTranslation();
  const localized = useLocalized();
  const textId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const options = useRef<HTMLDivElement>(null);

  // A new question takes the focus, so keyboard and screen-reader users start reading it; the first
  // one does not, or opening the test would jump past the status bar.
  const shownID = useRef(question.QuestionID);
  useEffect(() => {
    if (shownID.current === question.QuestionID) return;
    shownID.current = question.QuestionID;
    heading.current?.focus();
  }, [question.QuestionID]);

  const clear = () => {
    props.onAnswer(null);
    // The button goes away with the answer; the focus stays in the question.
    options.current?.querySelector('input')?.focus();
  };

  return (
    <article className="question-view" aria-labelledby={`${textId}-heading`}>
      <header className="question-view-header">
        <h2
          id={`${textId}-heading`}
          ref={heading}
          tabIndex={-1}
          className="question-view-number"
          {...prepaint('number')}
        >
          {t('exam.question.number', { number: index + 1, total })}
        </h2>
        <span className="question-view-marks" {...prepaint('marks')}>
          {t('exam.question.marks', { count: question.marks })}
        </span>
      </header>
      <p id={textId} className="question-view-text" {...prepaint('text')}>
        {localized(question.text)}
      </p>
      <div ref={options} className="question-view-answer" {...prepaint('answer')}>
        <AnswerInput {...props} textId={textId} />
      </div>
      <div className="question-view-tools">
        {question.kind !== 'text' && isAnswered(answer) && (
          <button type="button" className="question-view-clear" disabled={disabled} onClick={clear}>
            {t('exam.question.clear')}
          </button>
        )}
        <AppButton
          className={flagged ? 'question-view-flag is-flagged' : 'question-view-flag'}
          aria-pressed={flagged}
          disabled={disabled}
          onClick={props.onToggleFlag}
        >
          {flagged ? <FlagFilled aria-hidden /> : <FlagOutlined aria-hidden />}
          {t('exam.question.flag')}
        </AppButton>
      </div>
      <nav className="question-view-nav">
        <AppButton disabled={!props.onPrevious} onClick={() => props.onPrevious?.()}>
          <LeftOutlined aria-hidden />
          {t('exam.question.previous')}
        </AppButton>
        {props.onNext ? (
          <AppButton variant="primary" onClick={props.onNext}>
            {t('exam.question.next')}
            <RightOutlined aria-hidden />
          </AppButton>
        ) : (
          // A disabled Next said nothing of where to go; Submit is up in the status bar.
          <AppButton variant="primary" disabled={disabled} onClick={props.onReview}>
            {t('exam.question.review')}
          </AppButton>
        )}
      </nav>
    </article>
  );
}

/**
 * The answer controls of one kind of question, labelled by the question's text: the browser's own
 * inputs, styled, so the question is answerable with none of antd (issue 29: a phone on exam day).
 */
function AnswerInput({ question, answer, disabled, onAnswer, textId }: Props & { textId: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const chosen = Array.isArray(answer) ? answer : [];
  const text = typeof answer === 'string' ? answer : '';

  if (question.kind === 'text') {
    return (
      <>
        <label htmlFor={`${textId}-input`} className="question-view-label">
          {t('exam.question.textLabel')}
        </label>
        <textarea
          id={`${textId}-input`}
          className="question-view-textarea"
          aria-describedby={`${textId} ${textId}-count`}
          value={text}
          maxLength={TEXT_MAX_LENGTH}
          rows={4}
          disabled={disabled}
          onChange={(event) => onAnswer(event.target.value)}
        />
        <p id={`${textId}-count`} className="question-view-count">
          {text.length} / {TEXT_MAX_LENGTH}
        </p>
      </>
    );
  }

  const single = question.kind === 'single';
  return (
    <>
      <p className="question-view-hint">
        {t(single ? 'exam.question.chooseOne' : 'exam.question.chooseMany')}
      </p>
      <fieldset
        role={single ? 'radiogroup' : undefined}
        aria-labelledby={textId}
        className="question-view-options"
        disabled={disabled}
      >
        {question.options.map((option) => {
          const checked = chosen.includes(option.OptionID);
          return (
            <label key={option.OptionID} className="question-view-option">
              <input
                type={single ? 'radio' : 'checkbox'}
                name={single ? `${textId}-choice` : undefined}
                checked={checked}
                disabled={disabled}
                onChange={(event) =>
                  onAnswer(
                    single
                      ? [option.OptionID]
                      : // In the order the options are shown, whatever order they were ticked in.
                        question.options
                          .filter(({ OptionID }) =>
                            OptionID === option.OptionID
                              ? event.target.checked
                              : chosen.includes(OptionID),
                          )
                          .map(({ OptionID }) => OptionID),
                  )
                }
              />
              <span>{localized(option.text)}</span>
            </label>
          );
        })}
      </fieldset>
    </>
  );
}
