import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyJobItem } from '#openapi/jobs.ts';
import { JobStatusAction } from '../../../shared/recruitment/components/job-status-action.tsx';
import { links, paths } from '../../../shared/routing/paths.ts';
import { jobTitleId } from './job-title-cell.tsx';

/**
 * What a recruiter may do with one job, as the server's `access` says (D19): open its pipeline,
 * edit it, publish, close or reopen it (each asked about first, as on /jobs).
 */
export function JobActions({ item }: { item: CompanyJobItem }) {
  const { t } = useTranslation();
  const { job, access } = item;
  return (
    <div className="job-actions">
      {job.status !== 'draft' ? (
        <Link className="job-action-link" to={links.progress(job.slug)}>
          {t('jobPosting.myJobs.action.pipeline')}
        </Link>
      ) : null}
      {access.edit ? (
        <Link
          className="job-action-link"
          to={`${paths.postJob}?job=${encodeURIComponent(job.slug)}`}
          aria-label={t('jobPosting.myJobs.action.editJob', { title: job.title })}
        >
          {t('jobPosting.myJobs.action.edit')}
        </Link>
      ) : null}
      <JobStatusAction item={item} titleId={jobTitleId(job.JobID)} size="small" />
    </div>
  );
}
