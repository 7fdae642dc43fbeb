import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstitutes } from '../../../shared/api/lookups/get-institutes.ts';
import { usePipeline } from '../hooks/pipeline-context.ts';
import { candidateSorts, type ScoreFilter } from '../model/pipeline-search.ts';
import { FilterSelect } from './filter-select.tsx';

const all = 'all';

/**
 * The pipeline's filters besides the stage: institute (the job's own), score against the cut-off
 * (where the job has one) and the order of the cards. All in the URL. `id` names the group, for
 * the phone's button that shows and hides it.
 */
export function PipelineFilters({ lead, id: groupId }: { lead?: ReactNode; id?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { job, filters, setFilters } = usePipeline();
  const names = useInstitutes().data?.body ?? [];
  const nameOf = (instituteID: number) =>
    names.find((institute) => institute.id === instituteID)?.name ??
    t('pipeline.filters.instituteNumber', { id: instituteID });
  const sorts = candidateSorts.filter((sort) => sort !== 'score' || job.assessment !== null);

  return (
    <div className="pipeline-filters" id={groupId}>
      {lead}
      <FilterSelect
        id={`${id}-institute`}
        label={t('pipeline.filters.institute')}
        value={filters.instituteID ? String(filters.instituteID) : all}
        onChange={(value) => setFilters({ instituteID: value === all ? undefined : Number(value) })}
        options={[
          { value: all, label: t('pipeline.filters.anyInstitute') },
          ...job.eligibility.instituteIDs.map((instituteID) => ({
            value: String(instituteID),
            label: nameOf(instituteID),
          })),
        ]}
      />
      {job.minScore === null ? null : (
        <FilterSelect<ScoreFilter | typeof all>
          id={`${id}-score`}
          label={t('pipeline.filters.score')}
          value={filters.score ?? all}
          onChange={(score) => setFilters({ score: score === all ? undefined : score })}
          options={[
            { value: all, label: t('pipeline.filters.anyScore') },
            { value: 'notBelow', label: t('pipeline.filters.notBelow') },
            { value: 'below', label: t('recruitment.belowCutoff') },
          ]}
        />
      )}
      <FilterSelect
        id={`${id}-sort`}
        label={t('pipeline.filters.sort')}
        value={filters.sort}
        onChange={(sort) => setFilters({ sort })}
        options={sorts.map((sort) => ({ value: sort, label: t(`pipeline.sort.${sort}`) }))}
      />
    </div>
  );
}
