import { useTranslation } from 'react-i18next';
import type { Result } from '#openapi/results.ts';
import { useFormatDate } from '../../../shared/recruitment/use-format-date.ts';
import { formatDuration } from '../../../shared/time/format-duration.ts';
import { CutoffMark } from './cutoff-mark.tsx';

/**
 * A result card's figures, each with its label (for a `<dl>`): the student's cards and the
 * recruiter's on a narrow screen; the recruiter also sees who submitted it.
 */
export function ResultFigures({ row, submittedBy }: { row: Result; submittedBy?: boolean }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <>
      <div>
        <dt>{t('results.column.score')}</dt>
        <dd>
          {t('results.scoreValue', { score: row.score, max: row.maxScore })} (
          {t('results.percent', { value: row.percentage })})
        </dd>
      </div>
      <div>
        <dt>{t('results.column.percentile')}</dt>
        <dd>{t('results.percent', { value: row.percentile })}</dd>
      </div>
      <div>
        <dt>{t('results.column.timeTaken')}</dt>
        <dd>
          {formatDuration(row.timeTaken)}
          {submittedBy ? (
            <span className="results-sub">{t(`results.by.${row.submittedBy}`)}</span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t('results.column.submittedAt')}</dt>
        <dd>{formatDate(row.submittedAt)}</dd>
      </div>
      <div>
        <dt>{t('results.column.cutoff')}</dt>
        <dd>
          <CutoffMark result={row} />
        </dd>
      </div>
    </>
  );
}
