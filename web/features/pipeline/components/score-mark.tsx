import { useTranslation } from 'react-i18next';
import type { TestOutcome } from '#openapi/applications.ts';
import { formatPercent } from '../../../shared/intl/format-percent.ts';
import { Tag } from '../../../shared/ui/tag.tsx';
import './score-mark.css';

/**
 * A candidate's test score against the job's cut-off: the figure, a bar with the cut-off marked on
 * it, and a tag when the score is below (the recruiter still decides, D21).
 */
export function ScoreMark({ outcome, cutoff }: { outcome: TestOutcome; cutoff: number | null }) {
  const { t, i18n } = useTranslation();
  const score = formatPercent(outcome.percentage, i18n.language);
  return (
    <div className="score-mark">
      <span className="score-mark-figure">{t('recruitment.score', { score })}</span>
      {outcome.belowCutoff ? (
        <Tag className="score-mark-below" tone="red">
          {t('recruitment.belowCutoff')}
        </Tag>
      ) : null}
      {/* The figure and the tag say it in words; the bar is for the eye. */}
      <span className="score-mark-bar" aria-hidden="true">
        <span
          className={outcome.belowCutoff ? 'score-mark-fill is-below' : 'score-mark-fill'}
          style={{ width: `${outcome.percentage}%` }}
        />
        {cutoff === null ? null : (
          <span className="score-mark-cutoff" style={{ left: `${cutoff}%` }} />
        )}
      </span>
    </div>
  );
}
