import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePipeline } from '../hooks/pipeline-context.ts';
import { useDropTarget } from '../hooks/use-drop-target.ts';
import { closedStages } from '../model/board-stages.ts';

/**
 * The stages an application ends at, folded into one row of counts above the board, so the
 * columns keep the width: each opens that stage alone. A card that may be rejected can be dropped
 * here, which asks for the reason.
 */
export function ClosedStages() {
  const { t } = useTranslation();
  const { counts, setFilters } = usePipeline();
  const headingId = useId();
  const { takesDrop, dropProps } = useDropTarget('rejected');

  return (
    <section
      className={takesDrop ? 'closed-stages takes-drop' : 'closed-stages'}
      aria-labelledby={headingId}
      {...dropProps}
    >
      <h2 id={headingId} className="closed-stages-title">
        {t('pipeline.closed.title')}
      </h2>
      <ul className="closed-stages-list">
        {closedStages.map((stage) => (
          <li key={stage}>
            <button
              type="button"
              className="pipeline-link-button"
              onClick={() => setFilters({ stage })}
            >
              {t('pipeline.closed.stage', {
                stage: t(`recruitment.stage.${stage}`),
                count: counts[stage],
              })}
            </button>
          </li>
        ))}
      </ul>
      {takesDrop ? <p className="closed-stages-drop">{t('pipeline.closed.dropToReject')}</p> : null}
    </section>
  );
}
