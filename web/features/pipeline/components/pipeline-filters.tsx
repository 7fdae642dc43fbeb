import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stage } from '#openapi/applications.ts';
import { Select } from '../../../shared/ui/antd.ts';
import { instituteNamesQueryOptions } from '../api/institute-names.ts';
import { usePipeline } from '../hooks/pipeline-context.ts';
import { boardStages, closedStages } from '../model/board-stages.ts';
import { candidateSorts, type ScoreFilter } from '../model/pipeline-search.ts';

const all = 'all';

/**
 * The pipeline's filters: stage (the desktop's; a phone has its tabs), institute (the job's own),
 * score against the cut-off (where the job has one) and the order of the cards. All in the URL.
 */
export function PipelineFilters({ withStage }: { withStage: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const { job, counts, filters, setFilters } = usePipeline();
  const names = useQuery(instituteNamesQueryOptions()).data?.body ?? [];
  const nameOf = (instituteID: number) =>
    names.find((institute) => institute.id === instituteID)?.name ??
    t('pipeline.filters.instituteNumber', { id: instituteID });
  const stages = [...boardStages(job, counts), ...closedStages];
  const sorts = candidateSorts.filter((sort) => sort !== 'score' || job.assessment !== null);

  return (
    <div className="pipeline-filters">
      {withStage ? (
        <div className="pipeline-filter">
          <label htmlFor={`${id}-stage`}>{t('pipeline.filters.stage')}</label>
          <Select<Stage | typeof all>
            id={`${id}-stage`}
            value={filters.stage ?? all}
            onChange={(stage) => setFilters({ stage: stage === all ? undefined : stage })}
            options={[
              { value: all, label: t('pipeline.filters.allStages') },
              ...stages.map((stage) => ({
                value: stage,
                label: t('pipeline.tab', {
                  stage: t(`recruitment.stage.${stage}`),
                  count: counts[stage],
                }),
              })),
            ]}
          />
        </div>
      ) : null}
      <div className="pipeline-filter">
        <label htmlFor={`${id}-institute`}>{t('pipeline.filters.institute')}</label>
        <Select<number | typeof all>
          id={`${id}-institute`}
          value={filters.instituteID ?? all}
          onChange={(value) => setFilters({ instituteID: value === all ? undefined : value })}
          options={[
            { value: all, label: t('pipeline.filters.anyInstitute') },
            ...job.eligibility.instituteIDs.map((instituteID) => ({
              value: instituteID,
              label: nameOf(instituteID),
            })),
          ]}
        />
      </div>
      {job.minScore === null ? null : (
        <div className="pipeline-filter">
          <label htmlFor={`${id}-score`}>{t('pipeline.filters.score')}</label>
          <Select<ScoreFilter | typeof all>
            id={`${id}-score`}
            value={filters.score ?? all}
            onChange={(score) => setFilters({ score: score === all ? undefined : score })}
            options={[
              { value: all, label: t('pipeline.filters.anyScore') },
              { value: 'notBelow', label: t('pipeline.filters.notBelow') },
              { value: 'below', label: t('recruitment.belowCutoff') },
            ]}
          />
        </div>
      )}
      <div className="pipeline-filter">
        <label htmlFor={`${id}-sort`}>{t('pipeline.filters.sort')}</label>
        <Select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(sort) => setFilters({ sort })}
          options={sorts.map((sort) => ({ value: sort, label: t(`pipeline.sort.${sort}`) }))}
        />
      </div>
    </div>
  );
}
