import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchMaxLength } from '#openapi/field-rules.ts';
import type { StatusCounts } from '#openapi/jobs.ts';
import { FilterSelect } from '../../../shared/ui/filter-select.tsx';
import { SearchInput } from '../../../shared/ui/search-input.tsx';
import { jobStatuses, jobTypes } from '../job-choices.ts';
import { jobSorts, type MyJobsFilters } from './my-jobs-filters.ts';

type Props = {
  filters: MyJobsFilters;
  /** The jobs of each status under the other filters; undefined until the first page arrives. */
  statusCounts: StatusCounts | undefined;
  onChange: (change: Partial<MyJobsFilters>) => void;
};

/** How long typing pauses before the search goes to the URL (and the server). */
const searchPauseMs = 300;

/** The selects' box and field classes: drawn as the search is. */
const selectLook = { className: 'my-jobs-field', selectClassName: 'text-input' };

/** /myjobs's filters: whose jobs, status (with counts), search, type and sort. */
export function MyJobsToolbar({ filters, statusCounts, onChange }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const [typed, setTyped] = useState(filters.q);
  useEffect(() => setTyped(filters.q), [filters.q]);
  useEffect(() => {
    if (typed.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => onChange({ q: typed }), searchPauseMs);
    return () => clearTimeout(timer);
  }, [typed, filters.q, onChange]);
  const all = statusCounts && statusCounts.draft + statusCounts.open + statusCounts.closed;
  const statusLabel = (label: string, count: number | undefined) =>
    count === undefined ? label : t('jobPosting.myJobs.withCount', { label, count });

  return (
    <div className="my-jobs-toolbar">
      <fieldset className="my-jobs-choice">
        <legend className="visually-hidden">{t('jobPosting.myJobs.whose')}</legend>
        {(['mine', 'company'] as const).map((who) => (
          <button
            key={who}
            type="button"
            className="my-jobs-chip"
            aria-pressed={filters.who === who}
            onClick={() => onChange({ who })}
          >
            {t(`jobPosting.myJobs.who.${who}`)}
          </button>
        ))}
      </fieldset>
      <fieldset className="my-jobs-choice">
        <legend className="visually-hidden">{t('jobPosting.myJobs.status')}</legend>
        <button
          type="button"
          className="my-jobs-chip"
          aria-pressed={filters.status === undefined}
          onClick={() => onChange({ status: undefined })}
        >
          {statusLabel(t('jobPosting.myJobs.allStatuses'), all)}
        </button>
        {jobStatuses.map((status) => (
          <button
            key={status}
            type="button"
            className="my-jobs-chip"
            aria-pressed={filters.status === status}
            onClick={() => onChange({ status })}
          >
            {statusLabel(t(`recruitment.jobStatus.${status}`), statusCounts?.[status])}
          </button>
        ))}
      </fieldset>
      <div className="my-jobs-fields">
        <div className="my-jobs-field my-jobs-search">
          <label htmlFor={`${ids}-q`}>{t('jobPosting.myJobs.search')}</label>
          <SearchInput
            id={`${ids}-q`}
            value={typed}
            maxLength={searchMaxLength}
            placeholder={t('jobPosting.myJobs.searchHint')}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <FilterSelect
          id={`${ids}-type`}
          {...selectLook}
          label={t('jobPosting.myJobs.type')}
          value={filters.jobType}
          any={t('jobPosting.myJobs.anyType')}
          options={jobTypes.map((type) => ({
            value: type,
            label: t(`recruitment.jobType.${type}`),
          }))}
          onChange={(raw) => onChange({ jobType: jobTypes.find((type) => type === raw) })}
        />
        <FilterSelect
          id={`${ids}-sort`}
          {...selectLook}
          label={t('jobPosting.myJobs.sort')}
          value={filters.sort}
          options={jobSorts.map((sort) => ({
            value: sort,
            label: t(`jobPosting.myJobs.sortBy.${sort}`),
          }))}
          onChange={(raw) =>
            onChange({ sort: jobSorts.find((sort) => sort === raw) ?? filters.sort })
          }
        />
      </div>
    </div>
  );
}
