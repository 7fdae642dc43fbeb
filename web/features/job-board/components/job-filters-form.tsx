import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchMaxLength } from '#openapi/field-rules.ts';
import { AutoComplete, Button, Input, RadioGroup, Select } from '../../../shared/ui/antd.ts';
import { type JobListFilters, jobTypes } from '../hooks/use-url-params.ts';

type Props = {
  filters: JobListFilters;
  /** Every filter as it should be now (the URL re-reads and checks them). */
  onChange: (filters: JobListFilters) => void;
  /** The list's sort orders, its default first. */
  sorts: readonly string[];
  /** The status choices with their labels (counts included), first "all"; none: no status filter. */
  statuses?: readonly { value: string; label: string }[];
  /** Places to suggest for the location; none: no location filter. */
  locations?: readonly string[];
  /** The least pay (LPA) one may ask for; none: no pay filter. */
  ctcSteps?: readonly number[];
};

/**
 * Search, status, location, job type and sort of a job list (D14). The texts apply on Search (one
 * request, not one a keystroke); a status, a picked place, a type or a sort applies at once.
 */
export function JobFiltersForm({ filters, onChange, sorts, statuses, locations, ctcSteps }: Props) {
  const { t } = useTranslation();
  const ids = { q: useId(), location: useId(), jobType: useId(), minCtc: useId(), sort: useId() };
  const [q, setQ] = useState(filters.q ?? '');
  const [location, setLocation] = useState(filters.location ?? '');
  const apply = (changes: JobListFilters) => onChange({ ...filters, ...changes });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({
      q: q.trim() || undefined,
      ...(locations ? { location: location.trim() || undefined } : {}),
    });
  };
  const [defaultSort] = sorts;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for older phone browsers (and happy-dom); the role means the same everywhere.
    <form
      className="job-filters"
      role="search"
      aria-label={t('jobBoard.filters.label')}
      onSubmit={submit}
    >
      {statuses ? (
        <RadioGroup
          className="job-filter-status"
          aria-label={t('jobBoard.filters.status')}
          optionType="button"
          value={filters.status ?? ''}
          options={statuses.map(({ value, label }) => ({ value, label }))}
          onChange={(event) => apply({ status: event.target.value || undefined })}
        />
      ) : null}
      <div className="job-filter job-filter-wide">
        <label htmlFor={ids.q}>{t('jobBoard.filters.search')}</label>
        <Input
          id={ids.q}
          type="search"
          value={q}
          placeholder={t('jobBoard.filters.searchPlaceholder')}
          maxLength={searchMaxLength}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      {locations ? (
        <div className="job-filter">
          <label htmlFor={ids.location}>{t('jobBoard.filters.location')}</label>
          <AutoComplete
            id={ids.location}
            value={location}
            options={locations.map((place) => ({ value: place }))}
            placeholder={t('jobBoard.filters.anyLocation')}
            allowClear
            filterOption={(input, option) =>
              option?.value.toLowerCase().includes(input.trim().toLowerCase()) ?? false
            }
            onChange={(value: string | undefined) => {
              setLocation(value ?? '');
              if (!value) apply({ location: undefined });
            }}
            onSelect={(value: string | undefined) => apply({ location: value || undefined })}
          />
        </div>
      ) : null}
      <div className="job-filter">
        <label htmlFor={ids.jobType}>{t('jobBoard.filters.jobType')}</label>
        <Select
          id={ids.jobType}
          value={filters.jobType ?? ''}
          options={[
            { value: '', label: t('jobBoard.filters.anyType') },
            ...jobTypes.map((type) => ({ value: type, label: t(`recruitment.jobType.${type}`) })),
          ]}
          onChange={(value) => apply({ jobType: jobTypes.find((type) => type === value) })}
        />
      </div>
      {ctcSteps ? (
        <div className="job-filter">
          <label htmlFor={ids.minCtc}>{t('jobBoard.filters.minCtc')}</label>
          <Select
            id={ids.minCtc}
            value={filters.minCtc ?? 0}
            options={[
              { value: 0, label: t('jobBoard.filters.anyCtc') },
              ...ctcSteps.map((step) => ({
                value: step,
                label: t('jobBoard.filters.ctcAtLeast', { ctc: step }),
              })),
            ]}
            onChange={(value: number) => apply({ minCtc: value || undefined })}
          />
        </div>
      ) : null}
      <div className="job-filter">
        <label htmlFor={ids.sort}>{t('jobBoard.filters.sort')}</label>
        <Select
          id={ids.sort}
          value={filters.sort ?? defaultSort}
          options={sorts.map((sort) => ({ value: sort, label: t(`jobBoard.sort.${sort}`) }))}
          onChange={(value) => apply({ sort: value === defaultSort ? undefined : value })}
        />
      </div>
      <div className="job-filter-submit">
        <Button type="primary" htmlType="submit">
          {t('jobBoard.filters.submit')}
        </Button>
      </div>
    </form>
  );
}
