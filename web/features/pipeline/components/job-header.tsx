import { useTranslation } from 'react-i18next';
import type { Job } from '#openapi/jobs.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { Tag } from '../../../shared/ui/tag.tsx';

/** The job the pipeline is of: its company, status and cut-off; and, read-only, who moves its candidates. */
export function JobHeader({ job, readOnly }: { job: Job; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="pipeline-job">
      <p className="pipeline-job-facts">
        <span>{job.company.name}</span>
        <Tag className="pipeline-job-status">{t(`recruitment.jobStatus.${job.status}`)}</Tag>
        {job.minScore === null ? null : (
          <span>{t('recruitment.cutoff', { cutoff: job.minScore })}</span>
        )}
      </p>
      {readOnly ? (
        <Notice tone="info" title={t('pipeline.readOnly', { name: job.postedBy.displayName })} />
      ) : null}
    </div>
  );
}
