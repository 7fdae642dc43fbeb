import { useTranslation } from 'react-i18next';
import type { CompanyJobItem } from '#openapi/jobs.ts';
import { closeJob, publishJob, reopenJob } from '../../../shared/recruitment/api/jobs.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useRecruitmentChange } from '../api/use-recruitment-change.ts';
import { useJobFormat } from '../format.ts';
import { ConfirmButton } from './confirm-button.tsx';

type Props = { item: CompanyJobItem; titleId: string };

/**
 * Publish a draft, close an open job, reopen a closed one (D19): shown when the server says the
 * caller may change the job's status, each asked about first.
 */
export function JobStatusActions({ item, titleId }: Props) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const publish = useRecruitmentChange(publishJob);
  const close = useRecruitmentChange(closeJob);
  const reopen = useRecruitmentChange(reopenJob);
  const { job, access } = item;
  if (!access.changeStatus) return null;
  const names = { title: job.title, date: format.date(job.deadline) };
  const change = {
    draft: { key: 'publish', mutation: publish },
    open: { key: 'close', mutation: close },
    closed: { key: 'reopen', mutation: reopen },
  }[job.status];
  return (
    <ConfirmButton
      primary={job.status !== 'open'}
      danger={job.status === 'open'}
      label={t(`jobBoard.status.${change.key}.button`)}
      question={t(`jobBoard.status.${change.key}.question`, names)}
      consequence={<p>{t(`jobBoard.status.${change.key}.consequence`, names)}</p>}
      confirmLabel={t(`jobBoard.status.${change.key}.button`)}
      describedBy={titleId}
      onConfirm={async () => {
        await change.mutation.mutateAsync(job.JobID);
        toast.success(t(`jobBoard.status.${change.key}.done`, names));
      }}
    />
  );
}
