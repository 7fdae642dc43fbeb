import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { FigureBlock } from '../../../shared/charts/figure-block.tsx';
import { useFigureFormat } from '../../../shared/charts/use-figure-format.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import {
  type InstituteDashboardQuery,
  useInstituteDashboard,
} from '../api/get-institute-dashboard.ts';
import { downloadPlacementReport } from '../api/placement-report-csv.ts';
import { givenOnly, paramsOf } from '../url-query.ts';
import { DashboardFailed, DashboardSkeleton, useOnDrawn } from './dashboard-state.tsx';
import {
  countsData,
  ctcData,
  jobsShown,
  rateData,
  reachData,
  rupeesOf,
} from './institute-figure-data.ts';
import { InstituteFilters } from './institute-filters.tsx';
import { PlacementReport } from './placement-report.tsx';
import './dashboard.css';
import './org-dashboards.css';

const numberParam = (params: URLSearchParams, key: string) => {
  const value = params.get(key);
  return value ? Number(value) : undefined;
};

const queryOf = (params: URLSearchParams): InstituteDashboardQuery =>
  givenOnly({
    graduationYear: numberParam(params, 'graduationYear'),
    classID: numberParam(params, 'classID'),
    sectionID: numberParam(params, 'sectionID'),
  });

/**
 * /collegedashboard (D25, D30): the institute's placement figures of a graduation year, by class
 * and section, per company and job, each as a chart and a table; the filter in the URL; the
 * placement report as CSV and as a printed page. `onDrawn`: told once the figures are drawn.
 */
export function InstituteDashboard({ onDrawn }: { onDrawn?: () => void }) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const dashboard = useInstituteDashboard(query);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const answer = dashboard.data?.body;
  // The figures are drawn in a render of their own, which React splits into slices that let the
  // browser answer input (issue 29: drawn with the answer, the tables were a task of 250 ms on a
  // phone); the institute's name, the page's largest text, paints with the answer itself.
  const body = useDeferredValue(answer);
  useOnDrawn(body !== undefined || dashboard.isError, onDrawn);
  const change = (next: InstituteDashboardQuery) => setParams(paramsOf(next));
  const downloadCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadPlacementReport(query, `placement-report-${body?.graduationYear ?? ''}.csv`);
    } catch (error) {
      setExportError(`${t('org-dashboards.institute.report.csvFailed')} ${errorMessage(error, t)}`);
    } finally {
      setExporting(false);
    }
  };
  const empty = t('org-dashboards.institute.empty');
  return (
    <div className="org-dashboard">
      <div className="org-dashboard-screen">
        {answer ? <p className="org-dashboard-org">{answer.institute.name}</p> : null}
        <InstituteFilters
          instituteID={body?.institute.instituteID}
          graduationYears={body?.graduationYears ?? []}
          graduationYear={body?.graduationYear}
          query={query}
          onChange={change}
        />
        {dashboard.isError ? (
          <DashboardFailed query={dashboard} />
        ) : !body ? (
          <DashboardSkeleton />
        ) : (
          <>
            <div className="org-dashboard-actions">
              <AppButton
                loading={exporting}
                disabled={body.totals.students === 0}
                onClick={() => void downloadCsv()}
              >
                <DownloadOutlined aria-hidden /> {t('org-dashboards.institute.report.csv')}
              </AppButton>
              <AppButton disabled={body.totals.students === 0} onClick={() => window.print()}>
                <PrinterOutlined aria-hidden /> {t('org-dashboards.institute.report.print')}
              </AppButton>
            </div>
            {exportError ? <p role="alert">{exportError}</p> : null}
            {body.totals.students === 0 ? (
              <p className="org-dashboard-empty" role="status">
                {empty}
              </p>
            ) : (
              <div className="org-dashboard-blocks">
                <FigureBlock
                  title={t('org-dashboards.institute.counts.title')}
                  summary={t('org-dashboards.institute.counts.summary', {
                    placed: format(body.totals.placed, 'count'),
                    students: format(body.totals.students, 'count'),
                    year: body.graduationYear,
                    rate: format(body.totals.placementRate, 'percent'),
                  })}
                  data={countsData(t, body)}
                  empty={empty}
                />
                <FigureBlock
                  title={t('org-dashboards.institute.rate.title')}
                  summary={t('org-dashboards.institute.rate.summary')}
                  data={rateData(t, body, 'class')}
                  empty={empty}
                />
                <FigureBlock
                  title={t('org-dashboards.institute.sectionRate.title')}
                  summary={t('org-dashboards.institute.sectionRate.summary')}
                  data={rateData(t, body, 'section')}
                  empty={empty}
                />
                <FigureBlock
                  title={t('org-dashboards.institute.ctc.title')}
                  summary={
                    body.totals.medianCtc === null
                      ? t('org-dashboards.institute.ctc.none')
                      : t('org-dashboards.institute.ctc.summary', {
                          median: format(rupeesOf(body.totals.medianCtc), 'money'),
                          highest: format(rupeesOf(body.totals.highestCtc), 'money'),
                        })
                  }
                  data={ctcData(t, body)}
                  empty={empty}
                />
                <FigureBlock
                  title={t('org-dashboards.institute.byCompany.title')}
                  summary={t('org-dashboards.institute.byCompany.summary', {
                    count: body.byCompany.length,
                  })}
                  data={reachData(
                    t,
                    t('org-dashboards.institute.company'),
                    body.byCompany.map((row) => ({ ...row, label: row.name })),
                  )}
                  empty={t('org-dashboards.institute.noApplications')}
                />
                <FigureBlock
                  title={t('org-dashboards.institute.byJob.title')}
                  summary={t('org-dashboards.institute.byJob.summary', {
                    count: body.byJob.length,
                    shown: Math.min(jobsShown, body.byJob.length),
                  })}
                  data={reachData(
                    t,
                    t('org-dashboards.institute.job'),
                    body.byJob.slice(0, jobsShown).map((row) => ({
                      ...row,
                      label: t('org-dashboards.institute.jobAt', {
                        title: row.title,
                        company: row.companyName,
                      }),
                    })),
                  )}
                  empty={t('org-dashboards.institute.noApplications')}
                />
              </div>
            )}
          </>
        )}
      </div>
      {body ? <PlacementReport dashboard={body} /> : null}
    </div>
  );
}
