import { useTranslation } from 'react-i18next';
import type { Stage } from '#openapi/applications.ts';
import { Tabs } from '../../../shared/ui/antd.ts';
import { usePipeline } from '../hooks/pipeline-context.ts';
import { tabStages } from '../model/board-stages.ts';
import { StageColumn } from './stage-column.tsx';

/**
 * The phone's pipeline: one tab a stage with its count, the picked one in the URL; only the open
 * tab's candidates are asked for. Cards move through their menu (no dragging on a phone).
 */
export function StageTabs({ filterKey }: { filterKey: string }) {
  const { t } = useTranslation();
  const { job, counts, filters, setFilters } = usePipeline();
  const stages = tabStages(job, counts);
  const open = filters.stage ?? stages[0];
  return (
    <Tabs
      className="stage-tabs"
      activeKey={open}
      onChange={(stage) => setFilters({ stage: stage as Stage })}
      items={stages.map((stage) => ({
        key: stage,
        label: t('pipeline.tab', { stage: t(`recruitment.stage.${stage}`), count: counts[stage] }),
        children:
          stage === open ? <StageColumn key={filterKey} stage={stage} onBoard={false} /> : null,
      }))}
    />
  );
}
