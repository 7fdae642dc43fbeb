import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyJobItem } from '#openapi/jobs.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { links, paths } from '../../../shared/routing/paths.ts';
import { Button } from '../../../shared/ui/antd.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { type StatusChange, useChangeJobStatus } from '../api/change-job-status.ts';
import { ConfirmStatusChange } from './confirm-status-change.tsx';

/** The status change a job's status allows (D13): publish a draft, close an open job, reopen a closed one. */
const changeFor = { draft: 'publish', open: 'close', closed: 'reopen' } as const;

/**
 * What a recruiter may do with one job, as the server's `access` says (D19): open its pipeline,
 * edit it, publish, close or reopen it. Publishing and closing ask first; reopening does not.
 */
export function JobActions({ item }: { item: CompanyJobItem }) {
  const { t } = useTranslation();
  const { job, access } = item;
  const changeStatus = useChangeJobStatus();
  const [confirming, setConfirming] = useState(false);
  const change: StatusChange = changeFor[job.status];

  const run = async () => {
    try {
      await changeStatus.mutateAsync({ change, JobID: job.JobID });
      toast.success(t(`jobPosting.myJobs.done.${change}`, { title: job.title }));
    } catch (error) {
      toast.error(errorMessage(error, t));
    } finally {
      setConfirming(false);
    }
  };

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
      {access.changeStatus ? (
        <Button
          size="small"
          loading={changeStatus.isPending}
          aria-label={t(`jobPosting.myJobs.action.${change}Job`, { title: job.title })}
          onClick={() => (change === 'reopen' ? void run() : setConfirming(true))}
        >
          {t(`jobPosting.myJobs.action.${change}`)}
        </Button>
      ) : null}
      {confirming && change !== 'reopen' ? (
        <ConfirmStatusChange
          change={change}
          title={job.title}
          busy={changeStatus.isPending}
          onConfirm={() => void run()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
