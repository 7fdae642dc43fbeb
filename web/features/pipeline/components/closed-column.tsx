import { type DragEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/antd.ts';
import { usePipeline } from '../hooks/pipeline-context.ts';
import { closedStages } from '../model/board-stages.ts';

/**
 * The stages an application ends at, folded into one narrow column of counts: each opens that
 * stage alone. A card that may be rejected can be dropped here, which asks for the reason.
 */
export function ClosedColumn() {
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
      className={takesDrop ? 'stage-column closed-column takes-drop' : 'stage-column closed-column'}
      aria-labelledby={headingId}
      onDragOver={takesDrop ? (event) => event.preventDefault() : undefined}
      onDrop={takesDrop ? drop : undefined}
    >
      <header className="stage-column-header">
        <h2 id={headingId} className="stage-column-title">
          {t('pipeline.closed.title')}
        </h2>
      </header>
      <ul className="closed-column-stages">
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
      {takesDrop ? <p className="stage-column-note">{t('pipeline.closed.dropToReject')}</p> : null}
    </section>
  );
}
