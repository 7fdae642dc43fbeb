import { useTranslation } from 'react-i18next';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { usePipeline } from '../hooks/pipeline-context.ts';
import { boardStages } from '../model/board-stages.ts';
import { ClosedStages } from './closed-stages.tsx';
import { StageColumn } from './stage-column.tsx';

/**
 * The desktop board: a column for each stage in play, the closed stages folded into a row of
 * counts above; with a stage picked, that stage alone. Each column pages its own cards.
 */
export function StageBoard({ filterKey }: { filterKey: string }) {
  const { t } = useTranslation();
  const { job, counts, filters, setFilters } = usePipeline();
  if (filters.stage) {
    return (
      <div className="stage-board is-single">
        <AppButton className="stage-board-all" onClick={() => setFilters({ stage: undefined })}>
          {t('pipeline.filters.allStages')}
        </AppButton>
        <StageColumn key={filterKey} stage={filters.stage} onBoard />
      </div>
    );
  }
  return (
    <>
      <ClosedStages />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: more columns than fit scroll inside the board, and a keyboard scrolls a region only once it has focus (axe's scrollable-region-focusable). */}
      <section className="stage-board" tabIndex={0} aria-label={t('pipeline.boardRegion')}>
        {boardStages(job, counts).map((stage) => (
          <StageColumn key={`${stage}:${filterKey}`} stage={stage} onBoard />
        ))}
      </section>
    </>
  );
}
