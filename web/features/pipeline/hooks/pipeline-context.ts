import { createContext, useContext } from 'react';
import type { ApplicationSummary, Stage, StageCounts } from '#openapi/applications.ts';
import type { Job } from '#openapi/jobs.ts';
import type { PipelineFilters } from '../model/pipeline-search.ts';

/** Candidates picked in one column, to move together; a selection never spans stages. */
export type Selection = { stage: Stage; cards: ReadonlyMap<number, ApplicationSummary> };

/** What every column and card of one job's pipeline shares. */
export type Pipeline = {
  job: Job;
  counts: StageCounts;
  /** The server's JobAccess: only the recruiter who posted the job moves its candidates. */
  canMove: boolean;
  filters: PipelineFilters;
  setFilters: (patch: Partial<PipelineFilters>) => void;
  selection: Selection | null;
  toggleSelected: (card: ApplicationSummary) => void;
  select: (stage: Stage, cards: ApplicationSummary[]) => void;
  clearSelection: () => void;
  /** Moves at once, or first asks for what the move needs (a reason, an interview, an offer). */
  requestMove: (cards: ApplicationSummary[], to: Stage) => void;
  /** Cards whose move is on its way. */
  moving: ReadonlySet<number>;
  showHistory: (card: ApplicationSummary) => void;
  /** The card being dragged on a desktop board, if any. */
  dragged: ApplicationSummary | null;
  setDragged: (card: ApplicationSummary | null) => void;
};

export const PipelineContext = createContext<Pipeline | null>(null);

/** The pipeline around a column or card; they are only ever rendered inside one. */
export function usePipeline(): Pipeline {
  const pipeline = useContext(PipelineContext);
  if (!pipeline) throw new Error('usePipeline outside a PipelineContext');
  return pipeline;
}
