import { useMutation, useQueryClient } from '@tanstack/react-query';
import { closeJob, publishJob, reopenJob } from '../../../shared/recruitment/api/jobs.ts';
import { refreshRecruitment } from '../../../shared/recruitment/api/keys.ts';

/** What /myjobs may do to a job's status (D13, D19). */
export type StatusChange = 'publish' | 'close' | 'reopen';

const changes = { publish: publishJob, close: closeJob, reopen: reopenJob };

/** POST jobs/v1/publish, close or reopen; every list showing the job asks again afterwards. */
export function useChangeJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, JobID }: { change: StatusChange; JobID: number }) =>
      changes[change](JobID),
    onSettled: () => refreshRecruitment(queryClient),
  });
}
