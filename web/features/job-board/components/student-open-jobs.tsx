import { useTranslation } from 'react-i18next';
import { useStudentJobs } from '../../../shared/recruitment/api/student-jobs.ts';
import {
  ctcSteps,
  studentJobSorts,
  useStudentJobFilters,
} from '../hooks/use-student-job-filters.ts';
import { compact } from '../hooks/use-url-params.ts';
import { JobFiltersForm } from './job-filters-form.tsx';
import { JobListSection } from './job-list-section.tsx';
import { NotEligibleJobs } from './not-eligible-jobs.tsx';
import { StudentJobCard } from './student-job-card.tsx';

/** The open jobs a student may apply to (D14, D20), searched and filtered by the server. */
export function StudentOpenJobs() {
  const { t } = useTranslation();
  const { filters, page, setFilters, setPage } = useStudentJobFilters();
  const jobs = useStudentJobs(compact({ ...filters, page: page > 1 ? page : undefined }));
  const body = jobs.data?.body;
  const locations = [...new Set(body?.items.flatMap(({ job }) => job.locations))].sort();
  return (
    <>
      <JobFiltersForm
        // A search or place changed from outside the form (Back, a link) starts it afresh.
        key={`${filters.q ?? ''}|${filters.location ?? ''}`}
        filters={filters}
        onChange={setFilters}
        sorts={studentJobSorts}
        locations={locations}
        ctcSteps={ctcSteps}
      />
      <JobListSection
        page={body}
        error={jobs.error}
        label={t('jobBoard.tabs.open')}
        count={t('jobBoard.student.count', { count: body?.total ?? 0 })}
        empty={t('jobBoard.student.empty')}
        pageNumber={page}
        onPage={setPage}
        renderItem={(item) => <StudentJobCard key={item.job.JobID} item={item} />}
        footer={body ? <NotEligibleJobs count={body.notEligibleTotal} filters={filters} /> : null}
      />
    </>
  );
}
