import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationSummary } from '#openapi/applications.ts';
import { links } from '../../../shared/routing/paths.ts';
import { usePipeline } from '../hooks/pipeline-context.ts';
import { daysInStage } from '../model/days-in-stage.ts';
import { CandidateMenu } from './candidate-menu.tsx';
import { CardStageFacts } from './card-stage-facts.tsx';
import { preloadMoveDialog } from './lazy-panels.ts';
import { ScoreMark } from './score-mark.tsx';
import './candidate-card.css';

/**
 * One candidate on the board: name (to the profile), institute, the interview or the offer,
 * test score against the cut-off, days in the stage. The one who may move it can pick it for a bulk move, drag it to a column
 * that takes it, or use its menu.
 */
export function CandidateCard({
  card,
  draggable,
}: {
  card: ApplicationSummary;
  draggable: boolean;
}) {
  const { t } = useTranslation();
  const { job, canMove, selection, toggleSelected, setDragged } = usePipeline();
  const movable = canMove && card.moves.length > 0;
  const selected = selection?.cards.has(card.ApplicationID) ?? false;
  const name = card.applicant.displayName;
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer?.setData('text/plain', String(card.ApplicationID));
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
    setDragged(card);
    // A drop on a column may ask for the move's details.
    preloadMoveDialog(card.moves);
  };
  return (
    <article
      className={selected ? 'candidate-card is-selected' : 'candidate-card'}
      aria-label={name}
      draggable={draggable && movable}
      onDragStart={draggable && movable ? onDragStart : undefined}
      onDragEnd={draggable && movable ? () => setDragged(null) : undefined}
    >
      <div className="candidate-head">
        {movable ? (
          <label className="candidate-select">
            <input type="checkbox" checked={selected} onChange={() => toggleSelected(card)} />
            <span className="visually-hidden">{t('pipeline.card.select', { name })}</span>
          </label>
        ) : null}
        <Link className="candidate-name" to={links.profile(card.applicant.UserID)}>
          {name}
        </Link>
        <CandidateMenu card={card} />
      </div>
      <span className="candidate-institute">
        {card.applicant.instituteName ?? t('pipeline.card.noInstitute')}
      </span>
      <CardStageFacts card={card} />
      {card.testOutcome ? <ScoreMark outcome={card.testOutcome} cutoff={job.minScore} /> : null}
      <span className="candidate-days">
        {t('recruitment.daysInStage', { count: daysInStage(card.updatedAt) })}
      </span>
    </article>
  );
}
