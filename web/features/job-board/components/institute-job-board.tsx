import { useTranslation } from 'react-i18next';
import { useInstituteJobs } from '../../../shared/recruitment/api/institute-jobs.ts';
import { instituteJobSorts, useInstituteJobFilters } from '../hooks/use-institute-job-filters.ts';
import { compact } from '../hooks/use-url-params.ts';
import { InstituteJobCard } from './institute-job-card.tsx';
import { JobFiltersForm } from './job-filters-form.tsx';
import { JobListSection } from './job-list-section.tsx';
import { LazyJobDetailDrawer } from './lazy-job-detail-drawer.tsx';
import './job-board.css';

/**
 * The institute admin's /alljobs (D14): the jobs open to the institute (or its closed ones) with
 * the eligible students and applicants, and a job's details and rules in a drawer.
 */
export function InstituteJobBoard() {
  const { t } = useTranslation();
  const { filters, page, setFilters, setPage } = useInstituteJobFilters();
  const jobs = useInstituteJobs(compact({ ...filters, page: page > 1 ? page : undefined }));
  const body = jobs.data?.body;
  return (
    <div className="job-board">
      <JobFiltersForm
        key={filters.q ?? ''}
        filters={filters}
        onChange={setFilters}
        sorts={instituteJobSorts}
        statuses={[
          { value: '', label: t('recruitment.jobStatus.open') },
          { value: 'closed', label: t('recruitment.jobStatus.closed') },
        ]}
      />
      <JobListSection
        page={body}
        error={jobs.error}
        label={t('jobBoard.institute.label')}
        count={t(
          filters.status === 'closed'
            ? 'jobBoard.institute.countClosed'
            : 'jobBoard.institute.count',
          { count: body?.total ?? 0 },
        )}
        empty={t('jobBoard.institute.empty')}
        pageNumber={page}
        onPage={setPage}
        renderItem={(item) => <InstituteJobCard key={item.job.JobID} item={item} />}
      />
      <LazyJobDetailDrawer />
    </div>
  );
}
