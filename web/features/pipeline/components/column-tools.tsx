import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationSummary, Stage } from '#openapi/applications.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { fetchAboveCutoff } from '../api/fetch-above-cutoff.ts';
import { usePipeline } from '../hooks/pipeline-context.ts';
import { stageQuery } from '../model/pipeline-search.ts';
import { SelectionBar } from './selection-bar.tsx';

/**
 * A column's bulk tools for the one who may move its cards: "Select above cut-off" picks every
 * candidate of the stage who met the cut-off, loaded or not, and the selection bar moves them.
 */
export function ColumnTools({ stage, cards }: { stage: Stage; cards: ApplicationSummary[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { job, filters, canMove, selection, select } = usePipeline();
  const [finding, setFinding] = useState(false);
  const movable = cards.filter((card) => card.moves.length > 0);
  if (!canMove || movable.length === 0) return null;
  // The cut-off is the shortlisting rule: offered where a scored candidate may be shortlisted.
  const shortlistsByScore =
    job.minScore !== null &&
    filters.score !== 'below' &&
    movable.some((card) => card.testOutcome !== null && card.moves.includes('shortlisted'));

  const selectAboveCutoff = async () => {
    setFinding(true);
    try {
      const found = await fetchAboveCutoff(queryClient, stageQuery(job.JobID, stage, filters));
      select(stage, found);
      if (found.length === 0) toast.info(t('pipeline.selection.noneAboveCutoff'));
    } catch (error) {
      toast.error(errorMessage(error, t));
    } finally {
      setFinding(false);
    }
  };

  return (
    <div className="column-tools">
      {shortlistsByScore ? (
        <AppButton size="small" loading={finding} onClick={selectAboveCutoff}>
          {t('pipeline.selection.aboveCutoff')}
        </AppButton>
      ) : null}
      {selection?.stage === stage ? <SelectionBar selection={selection} /> : null}
    </div>
  );
}
