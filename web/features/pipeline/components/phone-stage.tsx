import { usePipeline } from '../hooks/pipeline-context.ts';
import { openingStage, tabStages } from '../model/board-stages.ts';
import { StageColumn } from './stage-column.tsx';

/**
 * The phone's pipeline: the one stage the stage select shows (the URL's, else the first with
 * candidates); only its candidates are asked for. Cards move through their menu (no dragging on
 * a phone).
 */
export function PhoneStage({ filterKey }: { filterKey: string }) {
  const { job, counts, filters } = usePipeline();
  const stage = filters.stage ?? openingStage(tabStages(job, counts), counts);
  if (!stage) return null;
  return (
    <div className="phone-stage">
      <StageColumn key={`${stage}:${filterKey}`} stage={stage} onBoard={false} />
    </div>
  );
}
