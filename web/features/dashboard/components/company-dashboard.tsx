import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FigureBlock } from '../../../shared/charts/figure-block.tsx';
import { useFigureFormat } from '../../../shared/charts/use-figure-format.ts';
import { type CompanyDashboardQuery, useCompanyDashboard } from '../api/get-company-dashboard.ts';
import { givenOnly, paramsOf } from '../url-query.ts';
import { glanceData, hireData, sliceData } from './company-figure-data.ts';
import { DashboardFailed, DashboardSkeleton, useOnDrawn } from './dashboard-state.tsx';
import { DateRangeFilter } from './date-range-filter.tsx';
import './dashboard.css';
import './org-dashboards.css';

const queryOf = (params: URLSearchParams): CompanyDashboardQuery =>
  givenOnly({ from: params.get('from') || undefined, to: params.get('to') || undefined });

/**
 * /admindashboard (D19, D30): the client admin's company in figures, in all, per recruiter and per
 * institute, each as a chart and a table; the dates in the URL. `onDrawn`: told once the figures
 * are drawn.
 */
export function CompanyDashboard({ onDrawn }: { onDrawn?: () => void }) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const dashboard = useCompanyDashboard(query);
  const change = (next: CompanyDashboardQuery) => setParams(paramsOf(next));
  const answer = dashboard.data?.body;
  // The figures are drawn in a render of their own, which React splits into slices that let the
  // browser answer input (issue 29: drawn with the answer, the tables were a task of 250 ms on a
  // phone); the company's name, the page's largest text, paints with the answer itself.
  const body = useDeferredValue(answer);
  useOnDrawn(body !== undefined || dashboard.isError, onDrawn);
  const empty = t('org-dashboards.company.empty');
  return (
    <div className="org-dashboard">
      {answer ? (
        <p className="org-dashboard-org">
          {t('org-dashboards.company.heading', {
            name: answer.company.name,
            city: answer.company.city,
          })}
        </p>
      ) : null}
      <DateRangeFilter query={query} onChange={change} />
      {dashboard.isError ? (
        <DashboardFailed query={dashboard} />
      ) : !body ? (
        <DashboardSkeleton />
      ) : body.totals.applications === 0 && body.totals.openJobs === 0 ? (
        <p className="org-dashboard-empty" role="status">
          {empty}
        </p>
      ) : (
        <div className="org-dashboard-blocks">
          <FigureBlock
            title={t('org-dashboards.company.glance.title')}
            summary={t('org-dashboards.company.glance.summary', {
              applications: format(body.totals.applications, 'count'),
              applicants: format(body.totals.applicants, 'count'),
              openJobs: format(body.totals.openJobs, 'count'),
              accepted: format(body.totals.offersAccepted, 'count'),
              made: format(body.totals.offersMade, 'count'),
            })}
            data={glanceData(t, body.totals)}
            empty={empty}
          />
          <FigureBlock
            title={t('org-dashboards.company.byRecruiter.title')}
            summary={t('org-dashboards.company.byRecruiter.summary', {
              count: body.byRecruiter.length,
            })}
            data={sliceData(
              t,
              t('org-dashboards.company.recruiter'),
              body.byRecruiter.map((row) => ({ ...row, name: row.displayName })),
            )}
            empty={empty}
          />
          <FigureBlock
            title={t('org-dashboards.company.byInstitute.title')}
            summary={t('org-dashboards.company.byInstitute.summary', {
              count: body.byInstitute.length,
            })}
            data={sliceData(t, t('org-dashboards.company.institute'), body.byInstitute)}
            empty={empty}
          />
          <FigureBlock
            title={t('org-dashboards.company.hire.title')}
            summary={
              body.totals.medianDaysToHire === null
                ? t('org-dashboards.company.hire.none')
                : t('org-dashboards.company.hire.summary', {
                    days: format(body.totals.medianDaysToHire, 'days'),
                    ctc: format((body.totals.highestCtc ?? 0) * 100_000, 'money'),
                  })
            }
            data={hireData(t, body)}
            empty={empty}
          />
        </div>
      )}
    </div>
  );
}
