import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { stages } from '#openapi/stages.ts';
import { useClasses } from '../../../shared/api/lookups/get-classes.ts';
import { useInstitutes } from '../../../shared/api/lookups/get-institutes.ts';
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
const idOr = (raw: string) => (raw === '' ? undefined : Number(raw));

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

  return (
    <form
      className="results-filters"
      aria-label={t('results.filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="results-filter results-filter-wide">
        <label htmlFor={field('job')}>{t('results.filters.job')}</label>
        <select
          id={field('job')}
          value={query.JobID ?? ''}
          onChange={(event) => onChange({ JobID: idOr(event.target.value) })}
        >
          <option value="">{t('results.filters.allJobs')}</option>
          {jobs.map((job) => (
            <option key={job.JobID} value={job.JobID}>
              {job.title}
            </option>
          ))}
        </select>
      </div>
      <div className="results-filter">
        <label htmlFor={field('institute')}>{t('results.filters.institute')}</label>
        <select
          id={field('institute')}
          value={query.instituteID ?? ''}
          onChange={(event) =>
            onChange({ instituteID: idOr(event.target.value), classID: undefined })
          }
        >
          <option value="">{t('results.filters.any')}</option>
          {(institutes.data?.body ?? []).map((institute) => (
            <option key={institute.id} value={institute.id}>
              {institute.name}
            </option>
          ))}
        </select>
      </div>
      <div className="results-filter">
        <label htmlFor={field('class')}>{t('results.filters.class')}</label>
        <select
          id={field('class')}
          value={query.classID ?? ''}
          disabled={query.instituteID === undefined}
          onChange={(event) => onChange({ classID: idOr(event.target.value) })}
        >
          <option value="">{t('results.filters.any')}</option>
          {(classes.data?.body ?? []).map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <div className="results-filter">
        <label htmlFor={field('stage')}>{t('results.filters.stage')}</label>
        <select
          id={field('stage')}
          value={query.stage ?? ''}
          onChange={(event) =>
            onChange({ stage: stages.find((stage) => stage === event.target.value) })
          }
        >
          <option value="">{t('results.filters.any')}</option>
          {stages.map((stage) => (
            <option key={stage} value={stage}>
              {t(`recruitment.stage.${stage}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="results-filter">
        <label htmlFor={field('cutoff')}>{t('results.filters.cutoff')}</label>
        <select
          id={field('cutoff')}
          value={query.cutoff ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ cutoff: value === 'pass' || value === 'fail' ? value : undefined });
          }}
        >
          <option value="">{t('results.filters.any')}</option>
          <option value="pass">{t('results.filters.cutoffPass')}</option>
          <option value="fail">{t('results.filters.cutoffFail')}</option>
        </select>
      </div>
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
