import { useTranslation } from 'react-i18next';
import type { CompanyJobItem } from '#openapi/jobs.ts';
import { useFormatDate } from '../../../shared/recruitment/use-format-date.ts';
import { JobActions } from './job-actions.tsx';
import { JobTitleCell } from './job-title-cell.tsx';
import { StageCountList } from './stage-count-list.tsx';
import './job-list.css';

/** /myjobs on a phone: a card a job, stacked, with the same figures and actions as the table. */
export function MyJobsCards({ items }: { items: CompanyJobItem[] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (items.length === 0) return <p className="page-note">{t('jobPosting.myJobs.empty')}</p>;
  return (
    <ul className="my-jobs-cards">
      {items.map((item) => (
        <li key={item.job.JobID} className="my-jobs-card">
          <JobTitleCell item={item} heading />
          <p className="my-jobs-card-meta">
            {t('jobPosting.myJobs.cardMeta', {
              type: t(`recruitment.jobType.${item.job.jobType}`),
              date: formatDate(item.job.deadline),
            })}
          </p>
          <StageCountList counts={item.stageCounts} total={item.applicantCount} />
          <JobActions item={item} />
        </li>
      ))}
    </ul>
  );
}
