import { useTranslation } from 'react-i18next';
import type { CompanyJobItem } from '#openapi/jobs.ts';
import { JobStatusTag } from './job-status-tag.tsx';

/** The id of a job's title in the list (one list, table or cards, is on the page at a time). */
export const jobTitleId = (JobID: number) => `my-job-title-${JobID}`;

/**
 * A job's name as the list shows it: its title, status, and who posted it when a colleague did
 * (their jobs are read-only here, D19).
 */
export function JobTitleCell({ item, heading }: { item: CompanyJobItem; heading?: boolean }) {
  const { t } = useTranslation();
  const { job, access } = item;
  const Title = heading ? 'h2' : 'span';
  return (
    <div className="job-title-cell">
      <Title id={jobTitleId(job.JobID)} className="job-title">
        {job.title}
      </Title>
      <span className="job-title-meta">
        <JobStatusTag status={job.status} />
        {access.edit ? null : (
          <span className="job-posted-by">
            {t('jobPosting.myJobs.postedBy', { name: job.postedBy.displayName })}
          </span>
        )}
      </span>
    </div>
  );
}
