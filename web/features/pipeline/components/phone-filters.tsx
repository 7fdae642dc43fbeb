import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { usePipeline } from '../hooks/pipeline-context.ts';
import { defaultSortOf } from '../hooks/use-pipeline-filters.ts';
import { activeFilterCount } from '../model/pipeline-search.ts';
import { PipelineFilters } from './pipeline-filters.tsx';
import { StageSelect } from './stage-select.tsx';

/**
 * A phone's pipeline controls: the stage select, and the other filters folded behind one button
 * that says how many are in use, so the first card shows without scrolling past three selects.
 */
export function PhoneFilters() {
  const { t } = useTranslation();
  const { job, filters } = usePipeline();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(filters, defaultSortOf(job));
  return (
    <>
      <div className="pipeline-phone-bar">
        <StageSelect withAll={false} />
        <AppButton
          className="pipeline-filters-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <FilterOutlined aria-hidden />
          {count > 0 ? t('pipeline.filters.toggleCount', { count }) : t('pipeline.filters.toggle')}
        </AppButton>
      </div>
      {open ? <PipelineFilters id={panelId} /> : null}
    </>
  );
}
