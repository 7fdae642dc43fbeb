import { useTranslation } from 'react-i18next';
import type { CompanyJobItem } from '#openapi/jobs.ts';
import { toast } from '../../ui/toast.ts';
import { statusChangeOf, useChangeJobStatus } from '../api/change-job-status.ts';
import { useFormatDate } from '../use-format-date.ts';
import { ConfirmButton } from './confirm-button.tsx';

type Props = {
  /** A job in a list, or the job a drawer shows: what it is and what the caller may do. */
  item: Pick<CompanyJobItem, 'job' | 'access'>;
  /** The id of the job's title on the page, read out with the button. */
  titleId: string;
  size?: 'small';
};

/**
 * Publish a draft, close an open job, reopen a closed one (D13, D19), on /myjobs and /jobs alike:
 * shown when the server says the caller may change the job's status, and each asked about first,
 * with what saying yes does.
 */
export function JobStatusAction({ item, titleId, size }: Props) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const changeStatus = useChangeJobStatus();
  const { job, access } = item;
  if (!access.changeStatus) return null;
  const change = statusChangeOf[job.status];
  const names = { title: job.title, date: formatDate(job.deadline) };
  const words = (part: string) => t(`recruitment.statusChange.${change}.${part}`, names);
  return (
    <ConfirmButton
      size={size}
      primary={change !== 'close'}
      danger={change === 'close'}
      label={words('button')}
      question={words('question')}
      consequence={<p>{words('consequence')}</p>}
      confirmLabel={words('button')}
      describedBy={titleId}
      onConfirm={async () => {
        await changeStatus.mutateAsync({ change, JobID: job.JobID });
        toast.success(words('done'));
      }}
    />
  );
}
