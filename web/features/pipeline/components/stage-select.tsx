import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stage } from '#openapi/applications.ts';
import { usePipeline } from '../hooks/pipeline-context.ts';
import { openingStage, tabStages } from '../model/board-stages.ts';
import { FilterSelect } from './filter-select.tsx';

const all = 'all';

/**
 * The stage to show, every stage of the job with its count in one select: on the desktop "All
 * stages" is the whole board; a phone always shows one stage, the first with candidates until
 * another is picked. No stage hides behind an overflow menu.
 */
export function StageSelect({ withAll }: { withAll: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const { job, counts, filters, setFilters } = usePipeline();
  const stages = tabStages(job, counts);
  const options = stages.map((stage) => ({
    value: stage,
    label: t('pipeline.tab', { stage: t(`recruitment.stage.${stage}`), count: counts[stage] }),
  }));
  if (!withAll) {
    return (
      <FilterSelect<Stage>
        id={id}
        label={t('pipeline.filters.stage')}
        value={filters.stage ?? openingStage(stages, counts) ?? 'applied'}
        onChange={(stage) => setFilters({ stage })}
        options={options}
      />
    );
  }
  return (
    <FilterSelect<Stage | typeof all>
      id={id}
      label={t('pipeline.filters.stage')}
      value={filters.stage ?? all}
      onChange={(stage) => setFilters({ stage: stage === all ? undefined : stage })}
      options={[{ value: all, label: t('pipeline.filters.allStages') }, ...options]}
    />
  );
}
