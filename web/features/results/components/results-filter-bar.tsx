import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { stages } from '#openapi/stages.ts';
import { useClasses } from '../../../shared/api/lookups/get-classes.ts';
import { useInstitutes } from '../../../shared/api/lookups/get-institutes.ts';
import { FilterSelect, idOrNone, namedOptions } from '../../../shared/ui/filter-select.tsx';
import type { ResultsQuery } from '../api/results-list.ts';
import { useResultJobs } from './use-result-jobs.ts';

type Props = {
  query: ResultsQuery;
  /** A filter changed: the page goes back to 1. */
  onChange: (next: Partial<ResultsQuery>) => void;
  /** Staff pick a job of their company; an institute admin one open to the institute. */
  viewer: 'staff' | 'instituteAdmin';
};

const numberOr = (raw: string) => (raw === '' ? undefined : Number(raw));

/**
 * /result's filters (D24): job, institute, class, score range, cut-off, stage and dates. Native
 * controls, each with its label: they fit a phone's width and a screen reader names each one.
 */
export function ResultsFilterBar({ query, onChange, viewer }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const jobs = useResultJobs(viewer);
  const institutes = useInstitutes();
  const classes = useClasses(query.instituteID);
  const field = (name: string) => `${id}-${name}`;
  const any = t('results.filters.any');

  return (
    <form
      className="results-filters"
      aria-label={t('results.filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <FilterSelect
        id={field('job')}
        className="results-filter results-filter-wide"
        label={t('results.filters.job')}
        value={query.JobID}
        any={t('results.filters.allJobs')}
        options={jobs.map((job) => ({ value: job.JobID, label: job.title }))}
        onChange={(raw) => onChange({ JobID: idOrNone(raw) })}
      />
      <FilterSelect
        id={field('institute')}
        className="results-filter"
        label={t('results.filters.institute')}
        value={query.instituteID}
        any={any}
        options={namedOptions(institutes.data?.body)}
        onChange={(raw) => onChange({ instituteID: idOrNone(raw), classID: undefined })}
      />
      <FilterSelect
        id={field('class')}
        className="results-filter"
        label={t('results.filters.class')}
        value={query.classID}
        any={any}
        options={namedOptions(classes.data?.body)}
        disabled={query.instituteID === undefined}
        onChange={(raw) => onChange({ classID: idOrNone(raw) })}
      />
      <FilterSelect
        id={field('stage')}
        className="results-filter"
        label={t('results.filters.stage')}
        value={query.stage}
        any={any}
        options={stages.map((stage) => ({ value: stage, label: t(`recruitment.stage.${stage}`) }))}
        onChange={(raw) => onChange({ stage: stages.find((stage) => stage === raw) })}
      />
      <FilterSelect
        id={field('cutoff')}
        className="results-filter"
        label={t('results.filters.cutoff')}
        value={query.cutoff}
        any={any}
        options={[
          { value: 'pass', label: t('results.filters.cutoffPass') },
          { value: 'fail', label: t('results.filters.cutoffFail') },
        ]}
        onChange={(raw) => onChange({ cutoff: raw === 'pass' || raw === 'fail' ? raw : undefined })}
      />
      <div className="results-filter results-filter-pair">
        <span className="results-filter-legend">{t('results.filters.percentage')}</span>
        <label htmlFor={field('min')} className="visually-hidden">
          {t('results.filters.minPercentage')}
        </label>
        <input
          id={field('min')}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          placeholder={t('results.filters.min')}
          value={query.minPercentage ?? ''}
          onChange={(event) => onChange({ minPercentage: numberOr(event.target.value) })}
        />
        <label htmlFor={field('max')} className="visually-hidden">
          {t('results.filters.maxPercentage')}
        </label>
        <input
          id={field('max')}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          placeholder={t('results.filters.max')}
          value={query.maxPercentage ?? ''}
          onChange={(event) => onChange({ maxPercentage: numberOr(event.target.value) })}
        />
      </div>
      <div className="results-filter">
        <label htmlFor={field('from')}>{t('results.filters.from')}</label>
        <input
          id={field('from')}
          type="date"
          value={query.from ?? ''}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
        />
      </div>
      <div className="results-filter">
        <label htmlFor={field('to')}>{t('results.filters.to')}</label>
        <input
          id={field('to')}
          type="date"
          value={query.to ?? ''}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
        />
      </div>
    </form>
  );
}
