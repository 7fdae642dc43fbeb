import { useTranslation } from 'react-i18next';
import type { CompanyJobItem } from '#openapi/jobs.ts';
import { useFormatDate } from '../../../shared/recruitment/use-format-date.ts';
import { JobActions } from './job-actions.tsx';
import { JobTitleCell } from './job-title-cell.tsx';
import { StageCountList } from './stage-count-list.tsx';
import './job-list.css';

/**
 * /myjobs on a wide screen: one row a job, its candidates per stage and its actions. A plain
 * table: the server sorts and pages, so antd's Table would bring only weight.
 */
export function MyJobsTable({ items, loading }: { items: CompanyJobItem[]; loading: boolean }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <div className="my-jobs-table-scroll">
      <table className="my-jobs-table" aria-busy={loading}>
        <thead>
          <tr>
            <th scope="col">{t('jobPosting.myJobs.column.job')}</th>
            <th scope="col">{t('jobPosting.myJobs.column.type')}</th>
            <th scope="col">{t('jobPosting.myJobs.column.deadline')}</th>
            <th scope="col">{t('jobPosting.myJobs.column.candidates')}</th>
            <th scope="col">{t('jobPosting.myJobs.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.job.JobID}>
              <th scope="row">
                <JobTitleCell item={item} />
              </th>
              <td className="my-jobs-nowrap">{t(`recruitment.jobType.${item.job.jobType}`)}</td>
              <td className="my-jobs-nowrap">{formatDate(item.job.deadline)}</td>
              <td>
                <StageCountList counts={item.stageCounts} total={item.applicantCount} />
              </td>
              <td>
                <JobActions item={item} />
              </td>
            </tr>
          ))}
          {items.length === 0 && !loading ? (
            <tr>
              <td colSpan={5} className="my-jobs-table-empty">
                {t('jobPosting.myJobs.empty')}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
