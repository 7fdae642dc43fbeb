import { useState } from 'react';
import type { ApplicationSummary, StageCounts } from '#openapi/applications.ts';
import type { JobDetail } from '#openapi/jobs.ts';
import { OnceOpened } from '../../../shared/ui/once-opened.tsx';
import { useMediaQuery } from '../../../shared/ui/use-media-query.ts';
import { type Pipeline, PipelineContext } from '../hooks/pipeline-context.ts';
import { type LastMove, useMoveFlow } from '../hooks/use-move-flow.ts';
import { usePipelineFilters } from '../hooks/use-pipeline-filters.ts';
import { useSelection } from '../hooks/use-selection.ts';
import { openingStage, tabStages } from '../model/board-stages.ts';
import { JobHeader } from './job-header.tsx';
import { HistoryDrawer, MoveDialog } from './lazy-panels.ts';
import { MovedNote } from './moved-note.tsx';
import { PhoneFilters } from './phone-filters.tsx';
import { PhoneStage } from './phone-stage.tsx';
import { PipelineFilters } from './pipeline-filters.tsx';
import { StageBoard } from './stage-board.tsx';
import { StageSelect } from './stage-select.tsx';
import './pipeline-board.css';

/**
 * One job's candidates by stage (D13, D14): a board on wide screens, one stage at a time on a
 * phone. Who may move them is the server's JobAccess; everyone else sees the same board without
 * the moves. After a move the board says where the candidates went.
 */
export function PipelineBoard({ detail, counts }: { detail: JobDetail; counts: StageCounts }) {
  const { job, access } = detail;
  const phone = useMediaQuery('(max-width: 767px)');
  const [filters, setFilters] = usePipelineFilters(job);
  const { selection, toggleSelected, select, clearSelection } = useSelection();
  const [moved, setMoved] = useState<LastMove | null>(null);
  const flow = useMoveFlow(job.JobID, (move) => {
    clearSelection();
    setMoved(move.count > 0 ? move : null);
  });
  const [historyOf, setHistoryOf] = useState<ApplicationSummary | null>(null);
  const [dragged, setDragged] = useState<ApplicationSummary | null>(null);

  const pipeline: Pipeline = {
    job,
    counts,
    canMove: access.moveCandidates,
    filters,
    setFilters,
    selection,
    toggleSelected,
    select,
    clearSelection,
    requestMove: flow.requestMove,
    moving: flow.moving,
    showHistory: setHistoryOf,
    dragged,
    setDragged,
  };
  const phoneStage = filters.stage ?? openingStage(tabStages(job, counts), counts);
  // A new filter is a new set of columns: each starts again from its first page.
  const filterKey = [filters.instituteID, filters.score, filters.sort].join(':');

  return (
    <PipelineContext value={pipeline}>
      <div className="pipeline">
        <JobHeader job={job} readOnly={!access.moveCandidates} />
        {phone ? <PhoneFilters /> : <PipelineFilters lead={<StageSelect withAll />} />}
        {moved ? (
          <MovedNote
            moved={moved}
            // The whole board shows every stage; a phone or a single column shows one.
            shown={(phone ? phoneStage : (filters.stage ?? moved.to)) === moved.to}
            onShow={() => {
              setFilters({ stage: moved.to });
              setMoved(null);
            }}
          />
        ) : null}
        {phone ? <PhoneStage filterKey={filterKey} /> : <StageBoard filterKey={filterKey} />}
      </div>
      <OnceOpened open={flow.pending !== null}>
        <MoveDialog
          job={job}
          pending={flow.pending}
          error={flow.dialogError}
          sending={flow.isSending}
          onSubmit={flow.submitDetails}
          onCancel={flow.cancel}
        />
      </OnceOpened>
      <OnceOpened open={historyOf !== null}>
        <HistoryDrawer card={historyOf} onClose={() => setHistoryOf(null)} />
      </OnceOpened>
    </PipelineContext>
  );
}
