import { type DragEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/antd.ts';
import { usePipeline } from '../hooks/pipeline-context.ts';
import { closedStages } from '../model/board-stages.ts';

/**
 * The stages an application ends at, folded into one row of counts above the board, so the
 * columns keep the width: each opens that stage alone. A card that may be rejected can be dropped
 * here, which asks for the reason.
 */
export function ClosedStages() {
  const { t } = useTranslation();
  const { counts, setFilters, dragged, setDragged, requestMove } = usePipeline();
  const headingId = useId();
  const takesDrop = dragged?.moves.includes('rejected') ?? false;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    if (dragged) requestMove([dragged], 'rejected');
    setDragged(null);
  };

  return (
    <section
      className={takesDrop ? 'closed-stages takes-drop' : 'closed-stages'}
      aria-labelledby={headingId}
      onDragOver={takesDrop ? (event) => event.preventDefault() : undefined}
      onDrop={takesDrop ? drop : undefined}
    >
      <h2 id={headingId} className="closed-stages-title">
        {t('pipeline.closed.title')}
      </h2>
      <ul className="closed-stages-list">
        {closedStages.map((stage) => (
          <li key={stage}>
            <Button type="link" onClick={() => setFilters({ stage })}>
              {t('pipeline.closed.stage', {
                stage: t(`recruitment.stage.${stage}`),
                count: counts[stage],
              })}
            </Button>
          </li>
        ))}
      </ul>
      {takesDrop ? <p className="closed-stages-drop">{t('pipeline.closed.dropToReject')}</p> : null}
    </section>
  );
}
