import { useTranslation } from 'react-i18next';
import { useCompanyJobs } from '../../../shared/recruitment/api/company-jobs.ts';
import {
  companyJobSorts,
  jobStatuses,
  useCompanyJobFilters,
} from '../hooks/use-company-job-filters.ts';
import { compact } from '../hooks/use-url-params.ts';
import { CompanyJobCard } from './company-job-card.tsx';
import { JobFiltersForm } from './job-filters-form.tsx';
import { JobListSection } from './job-list-section.tsx';
import { LazyJobDetailDrawer } from './lazy-job-detail-drawer.tsx';
import './job-board.css';

/**
 * The client admin's /jobs (D14, D19): every job of the company with its status, recruiter,
 * applicants and offers; open or close it, read it, and look at its pipeline.
 */
export function CompanyJobBoard() {
  const { t } = useTranslation();
  const { filters, page, setFilters, setPage } = useCompanyJobFilters();
  const jobs = useCompanyJobs(compact({ ...filters, page: page > 1 ? page : undefined }));
  const body = jobs.data?.body;
  const counts = body?.statusCounts;
  const all = counts ? counts.draft + counts.open + counts.closed : 0;
  const statuses = [
    { value: '', label: t('jobBoard.filters.allCount', { count: all }) },
    ...jobStatuses.map((status) => ({
      value: status,
      label: t('jobBoard.filters.statusCount', {
        status: t(`recruitment.jobStatus.${status}`),
        count: counts?.[status] ?? 0,
      }),
    })),
  ];
  return (
    <div className="job-board">
      <JobFiltersForm
        key={filters.q ?? ''}
        filters={filters}
        onChange={setFilters}
        sorts={companyJobSorts}
        statuses={statuses}
      />
      <JobListSection
        page={body}
        error={jobs.error}
        label={t('jobBoard.company.label')}
        count={t('jobBoard.company.count', { count: body?.total ?? 0 })}
        empty={t('jobBoard.company.empty')}
        pageNumber={page}
        onPage={setPage}
        renderItem={(item) => <CompanyJobCard key={item.job.JobID} item={item} />}
      />
      <LazyJobDetailDrawer />
    </div>
  );
}
