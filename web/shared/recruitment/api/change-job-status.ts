import type { JobStatus } from '#openapi/jobs.ts';
import { closeJob } from './job-close.ts';
import { publishJob } from './job-publish.ts';
import { reopenJob } from './job-reopen.ts';
import { useRecruitmentChange } from './use-recruitment-change.ts';

/** What may be done to a job's status (D13, D19): publish a draft, close an open job, reopen a closed one. */
export type StatusChange = 'publish' | 'close' | 'reopen';

/** The one change each status allows. */
export const statusChangeOf = {
  draft: 'publish',
  open: 'close',
  closed: 'reopen',
} as const satisfies Record<JobStatus, StatusChange>;

const send = { publish: publishJob, close: closeJob, reopen: reopenJob };

/**
 * The job-status change of /myjobs and /jobs: every list showing the job asks again afterwards,
 * and a refusal (a deadline passed, someone else's job) is said in an error toast.
 */
export function useChangeJobStatus() {
  return useRecruitmentChange(({ change, JobID }: { change: StatusChange; JobID: number }) =>
    send[change](JobID),
  );
}
