import { useTranslation } from 'react-i18next';
import type { JobStatus } from '#openapi/jobs.ts';

/** A job's status as a coloured label, dark text on a light ground (4.5:1 or more). */
export function JobStatusTag({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`job-status job-status-${status}`}>
      {t(`recruitment.jobStatus.${status}`)}
    </span>
  );
}
