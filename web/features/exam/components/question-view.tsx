import FlagFilled from '@ant-design/icons/FlagFilled';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, Question } from '#openapi/exam.ts';
import { Button, Checkbox, Radio, RadioGroup, TextArea } from '../../../shared/ui/antd.ts';
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
        <h2 id={`${textId}-heading`} ref={heading} tabIndex={-1} className="question-view-number">
          {t('exam.question.number', { number: index + 1, total })}
        </h2>
        <span className="question-view-marks">
          {t('exam.question.marks', { count: question.marks })}
        </span>
      </header>
      <p id={textId} className="question-view-text">
        {localized(question.text)}
      </p>
      <div ref={options} className="question-view-answer">
        <AnswerInput {...props} textId={textId} />
      </div>
      <div className="question-view-tools">
        {question.kind !== 'text' && isAnswered(answer) && (
          <Button type="link" className="question-view-clear" disabled={disabled} onClick={clear}>
            {t('exam.question.clear')}
          </Button>
        )}
        <Button
          className={flagged ? 'question-view-flag is-flagged' : 'question-view-flag'}
          aria-pressed={flagged}
          icon={flagged ? <FlagFilled aria-hidden /> : <FlagOutlined aria-hidden />}
          disabled={disabled}
          onClick={props.onToggleFlag}
        >
          {t('exam.question.flag')}
        </Button>
      </div>
      <nav className="question-view-nav">
        <Button
          size="large"
          icon={<LeftOutlined aria-hidden />}
          disabled={!props.onPrevious}
          onClick={() => props.onPrevious?.()}
        >
          {t('exam.question.previous')}
        </Button>
        {props.onNext ? (
          <Button
            size="large"
            type="primary"
            icon={<RightOutlined aria-hidden />}
            iconPlacement="end"
            onClick={props.onNext}
          >
            {t('exam.question.next')}
          </Button>
        ) : (
          // A disabled Next said nothing of where to go; Submit is up in the status bar.
          <Button size="large" type="primary" disabled={disabled} onClick={props.onReview}>
            {t('exam.question.review')}
          </Button>
        )}
      </nav>
    </article>
  );
}

/** The answer controls of one kind of question, labelled by the question's text. */
function AnswerInput({ question, answer, disabled, onAnswer, textId }: Props & { textId: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const chosen = Array.isArray(answer) ? answer : [];

  if (question.kind === 'text') {
    return (
      <>
        <label htmlFor={`${textId}-input`} className="question-view-label">
          {t('exam.question.textLabel')}
        </label>
        <TextArea
          id={`${textId}-input`}
          aria-describedby={textId}
          value={typeof answer === 'string' ? answer : ''}
          maxLength={TEXT_MAX_LENGTH}
          showCount
          // Fixed rows, not autoSize: antd measures with a hidden textarea styled through a style
          // attribute, which the CSP refuses, so the measuring box would show under the page.
          rows={4}
          disabled={disabled}
          onChange={(event) => onAnswer(event.target.value)}
        />
      </>
    );
  }

  if (question.kind === 'single') {
    return (
      <>
        <p className="question-view-hint">{t('exam.question.chooseOne')}</p>
        <RadioGroup
          className="question-view-options"
          aria-labelledby={textId}
          // null, not undefined: a cleared answer must clear the radio, not leave it to antd.
          value={chosen[0] ?? null}
          disabled={disabled}
          onChange={(event) => onAnswer([event.target.value])}
        >
          {question.options.map((option) => (
            <Radio key={option.OptionID} value={option.OptionID} className="question-view-option">
              {localized(option.text)}
            </Radio>
          ))}
        </RadioGroup>
      </>
    );
  }

  return (
    <>
      <p className="question-view-hint">{t('exam.question.chooseMany')}</p>
      <fieldset aria-labelledby={textId} className="question-view-options">
        {question.options.map((option) => (
          <Checkbox
            key={option.OptionID}
            className="question-view-option"
            checked={chosen.includes(option.OptionID)}
            disabled={disabled}
            onChange={(event) =>
              // In the order the options are shown, whatever order they were ticked in.
              onAnswer(
                question.options
                  .filter(({ OptionID }) =>
                    OptionID === option.OptionID ? event.target.checked : chosen.includes(OptionID),
                  )
                  .map(({ OptionID }) => OptionID),
              )
            }
          >
            {localized(option.text)}
          </Checkbox>
        ))}
      </fieldset>
    </>
  );
}
