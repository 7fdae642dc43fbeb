import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TestResult } from '#openapi/exam.ts';
import { formatPercent } from '../../../shared/intl/format-percent.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { formatDayTime } from '../../../shared/time/format-date.ts';
import { formatDuration } from '../../../shared/time/format-duration.ts';
import './figure-tiles.css';
import './test-result-summary.css';

type Props = {
  result: TestResult;
  /** The student's start page, where the way back leads. */
  backTo: string;
};

/**
 * What a submitted test shows (D15): the score, how many were answered, the time taken, and what
 * happens next (issue 27), and the job's cut-off where its test has one (D24).
 */
export function TestResultSummary({ result, backTo }: Props) {
  const { t, i18n } = useTranslation();

  const language = i18n.resolvedLanguage ?? i18n.language;
  const percent = formatPercent(result.percentage, language);
  const submittedAt = formatDayTime(result.submittedAt, language);
  const submittedBy = {
    student: t('exam.result.by.student'),
    timeUp: t('exam.result.by.timeUp'),
    server: t('exam.result.by.server'),
  }[result.submittedBy];
  const byId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The running test's controls are gone: without this the focus falls to <body> and a screen
  // reader says nothing. The heading, with who submitted as its description, tells the outcome.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="test-result" aria-labelledby="test-result-title">
      <CheckCircleFilled className="test-result-icon" aria-hidden />
      <h1
        id="test-result-title"
        ref={heading}
        tabIndex={-1}
        aria-describedby={byId}
        className="test-result-title"
      >
        {t('exam.result.title')}
      </h1>
      <p className="test-result-task">{result.TaskName}</p>
      <p id={byId} className="test-result-by">
        {submittedBy}
      </p>
      <dl className="figure-tiles test-result-figures">
        <div>
          <dt>{t('exam.result.score')}</dt>
          <dd>
            {t('exam.result.scoreValue', { score: result.score, max: result.maxScore })}
            <span className="test-result-percent">{percent}</span>
          </dd>
        </div>
        <div>
          <dt>{t('exam.result.answered')}</dt>
          <dd>
            {t('exam.result.answeredValue', {
              answered: result.answered,
              total: result.questionCount,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('exam.result.timeTaken')}</dt>
          <dd>{formatDuration(result.timeTaken)}</dd>
        </div>
        <div>
          <dt>{t('exam.result.submittedAt')}</dt>
          <dd className="test-result-date">
            <time dateTime={new Date(result.submittedAt).toISOString()}>{submittedAt}</time>
          </dd>
        </div>
        {result.cutoff && (
          <div>
            <dt>{t('exam.result.cutoff')}</dt>
            <dd>
              {t(result.cutoff.passed ? 'exam.result.cutoffPassed' : 'exam.result.cutoffFailed', {
                min: formatPercent(result.cutoff.minScore, language),
              })}
            </dd>
          </div>
        )}
      </dl>
      <p className="test-result-next">
        <span>{t('exam.result.next')}</span> <Link to={paths.jobs}>{t('exam.result.follow')}</Link>
      </p>
      <Link className="test-result-back" to={backTo}>
        {t('exam.result.back')}
      </Link>
    </section>
  );
}
