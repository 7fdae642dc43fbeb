import { useAutoAnimate } from '@formkit/auto-animate/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stage } from '#openapi/applications.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { LoadingNote } from '../../../shared/ui/loading-note.tsx';
import { useStageCandidates } from '../api/use-stage-candidates.ts';
import { usePipeline } from '../hooks/pipeline-context.ts';
import { useDropTarget } from '../hooks/use-drop-target.ts';
import { stageQuery } from '../model/pipeline-search.ts';
import { CandidateCard } from './candidate-card.tsx';
import { ColumnTools } from './column-tools.tsx';

/**
 * One stage's candidates, a page at a time ("Load more" asks for the next), so a stage of two
 * thousand never puts them all on the page. On the desktop board it takes the cards the server lets
 * reach this stage, dropped from another column.
 */
export function StageColumn({ stage, onBoard }: { stage: Stage; onBoard: boolean }) {
  const { t } = useTranslation();
  const { job, counts, filters } = usePipeline();
  const [pages, setPages] = useState(1);
  const column = useStageCandidates(stageQuery(job.JobID, stage, filters), pages);
  const [listRef] = useAutoAnimate<HTMLUListElement>();
  const headingId = useId();
  const { takesDrop, dropProps } = useDropTarget(stage, onBoard);

  return (
    <section
      className={takesDrop ? 'stage-column takes-drop' : 'stage-column'}
      aria-labelledby={headingId}
      {...dropProps}
    >
      <header className="stage-column-header">
        <h2 id={headingId} className="stage-column-title">
          {t(`recruitment.stage.${stage}`)}
        </h2>
        <span className="stage-column-count">{counts[stage]}</span>
      </header>
      <ColumnTools stage={stage} cards={column.cards} />
      {column.error ? (
        <p className="stage-column-note" role="alert">
          {errorMessage(column.error, t)}
        </p>
      ) : column.isPending ? (
        <LoadingNote className="stage-column-note" />
      ) : column.cards.length === 0 ? (
        <p className="stage-column-note">{t('pipeline.column.empty')}</p>
      ) : null}
      <ul ref={listRef} className="stage-column-cards" aria-labelledby={headingId}>
        {column.cards.map((card) => (
          <li key={card.ApplicationID}>
            <CandidateCard card={card} draggable={onBoard} />
          </li>
        ))}
      </ul>
      {column.cards.length < column.total ? (
        <AppButton
          className="stage-column-more"
          loading={column.isLoadingMore}
          onClick={() => setPages((loaded) => loaded + 1)}
        >
          {t('pipeline.column.loadMore', { shown: column.cards.length, total: column.total })}
        </AppButton>
      ) : null}
    </section>
  );
}
