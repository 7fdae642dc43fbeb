import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { memo, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import {
  type InstituteDashboardQuery,
  useInstituteDashboard,
} from '../api/get-institute-dashboard.ts';
import { downloadPlacementReport } from '../api/placement-report-csv.ts';
import { givenOnly, paramsOf } from '../url-query.ts';
import { DashboardFailed, DashboardSkeleton, useOnDrawn } from './dashboard-state.tsx';
import { InstituteFigures } from './institute-figures.tsx';
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
 * Memoised: the page keeps its "drawn" in a state of its own, set as the figures are committed,
 * and drew them all again, synchronously, in the same task (issue 29: 20-40 ms of a phone's CPU).
 */
export const InstituteDashboard = memo(function InstituteDashboard({
  onDrawn,
}: {
  onDrawn?: () => void;
}) {
  const { t } = useTranslation();
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
              <InstituteFigures dashboard={body} />
            )}
          </>
        )}
      </div>
      {body ? <PlacementReport dashboard={body} /> : null}
    </div>
  );
});
