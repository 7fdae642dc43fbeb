import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FigureBlock } from '../../../shared/charts/figure-block.tsx';
import { type RecruiterDashboardQuery, useRecruiterDashboard } from '../api/dashboard-requests.ts';
import { DashboardFailed, DashboardSkeleton } from './dashboard-state.tsx';
import { recruiterFigures } from './recruiter-figures.ts';
import { useDashboardFormat } from './use-dashboard-format.ts';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The filter as the URL holds it (a shared link opens the same figures); the server fills gaps. */
function queryOf(params: URLSearchParams): RecruiterDashboardQuery {
  const query: RecruiterDashboardQuery = {};
  const from = params.get('from');
  const to = params.get('to');
  const job = Number(params.get('job'));
  if (from && datePattern.test(from)) query.from = from;
  if (to && datePattern.test(to)) query.to = to;
  if (Number.isInteger(job) && job > 0) query.JobID = job;
  else if (params.get('scope') === 'company') query.scope = 'company';
  return query;
}

/** /dashboard for a recruiter (issue 28): how their hiring goes, over a range and a job filter. */
export function RecruiterDashboard() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const dashboard = useRecruiterDashboard(query);
  const format = useDashboardFormat();
  // The figures are drawn in a render of their own, which React splits into slices that let the
  // browser answer input (issue 29: drawn with the answer, they were one long task on a phone).
  const figures = useDeferredValue(dashboard.data?.body);
  const ids = { from: useId(), to: useId(), job: useId() };
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  const jobValue = query.JobID
    ? String(query.JobID)
    : query.scope === 'company'
      ? 'company'
      : 'own';

  return (
    <div className="dashboard">
      <form
        className="dashboard-filters"
        aria-label={t('dashboard.filters.label')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="dashboard-filter">
          <label htmlFor={ids.from}>{t('dashboard.filters.from')}</label>
          <input
            id={ids.from}
            type="date"
            value={figures?.from ?? query.from ?? ''}
            onChange={(event) => set({ from: event.target.value || null })}
          />
        </div>
        <div className="dashboard-filter">
          <label htmlFor={ids.to}>{t('dashboard.filters.to')}</label>
          <input
            id={ids.to}
            type="date"
            value={figures?.to ?? query.to ?? ''}
            onChange={(event) => set({ to: event.target.value || null })}
          />
        </div>
        <div className="dashboard-filter dashboard-filter-wide">
          <label htmlFor={ids.job}>{t('dashboard.filters.job')}</label>
          <select
            id={ids.job}
            value={jobValue}
            onChange={(event) => {
              const value = event.target.value;
              if (value === 'own' || value === 'company')
                set({ job: null, scope: value === 'company' ? value : null });
              else set({ job: value, scope: null });
            }}
          >
            <option value="own">{t('dashboard.filters.ownJobs')}</option>
            <option value="company">{t('dashboard.filters.companyJobs')}</option>
            {figures?.jobs.map((job) => (
              <option key={job.JobID} value={job.JobID}>
                {job.own ? job.title : t('dashboard.filters.colleaguesJob', { title: job.title })}
              </option>
            ))}
          </select>
        </div>
      </form>
      {dashboard.isError ? (
        <DashboardFailed query={dashboard} />
      ) : !figures ? (
        <DashboardSkeleton />
      ) : (
        <>
          {figures.applications === 0 ? (
            <p className="dashboard-empty">{t('dashboard.emptyFilter')}</p>
          ) : null}
          <div className="dashboard-grid" aria-busy={dashboard.isFetching}>
            {recruiterFigures(figures, t, format).map((figure) => (
              <FigureBlock
                key={figure.id}
                title={figure.title}
                summary={figure.summary}
                data={figure.data}
                empty={figure.empty}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
