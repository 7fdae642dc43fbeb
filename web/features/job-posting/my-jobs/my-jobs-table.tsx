import { useTranslation } from 'react-i18next';
import type { CompanyJobItem } from '#openapi/jobs.ts';
import { Table } from '../antd.ts';
import { useFormatDate } from '../use-format-date.ts';
import { JobActions } from './job-actions.tsx';
import { JobTitleCell } from './job-title-cell.tsx';
import { StageCountList } from './stage-count-list.tsx';

/** /myjobs on a wide screen: one row a job, its candidates per stage and its actions. */
export function MyJobsTable({ items, loading }: { items: CompanyJobItem[]; loading: boolean }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Table<CompanyJobItem>
      className="my-jobs-table"
      rowKey={(item) => item.job.JobID}
      dataSource={items}
      loading={loading}
      pagination={false}
      locale={{ emptyText: t('jobPosting.myJobs.empty') }}
      columns={[
        {
          key: 'job',
          title: t('jobPosting.myJobs.column.job'),
          render: (_value, item) => <JobTitleCell item={item} />,
        },
        {
          key: 'type',
          title: t('jobPosting.myJobs.column.type'),
          render: (_value, { job }) => t(`recruitment.jobType.${job.jobType}`),
        },
        {
          key: 'deadline',
          title: t('jobPosting.myJobs.column.deadline'),
          render: (_value, { job }) => formatDate(job.deadline),
        },
        {
          key: 'candidates',
          title: t('jobPosting.myJobs.column.candidates'),
          render: (_value, item) => (
            <StageCountList counts={item.stageCounts} total={item.applicantCount} />
          ),
        },
        {
          key: 'actions',
          title: t('jobPosting.myJobs.column.actions'),
          render: (_value, item) => <JobActions item={item} />,
        },
      ]}
    />
  );
}
