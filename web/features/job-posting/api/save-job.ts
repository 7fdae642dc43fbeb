import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '#openapi/jobs.ts';
import { createJob, type JobCreateInput } from '../../../shared/recruitment/api/job-create.ts';
import { publishJob } from '../../../shared/recruitment/api/job-publish.ts';
import { updateJob } from '../../../shared/recruitment/api/job-update.ts';
import { refreshRecruitment } from '../../../shared/recruitment/api/keys.ts';

export type SaveJobRequest = {
  /** The job being edited; a new draft when absent. */
  JobID?: number;
  fields: JobCreateInput;
  /** Publish the draft once it is saved. */
  publish: boolean;
};

/**
 * What a save did: the job as the server now keeps it, and why it could not be published, if it
 * was asked to be and was not. The draft is kept then, so the page edits it rather than posting
 * a second one.
 */
export type SaveJobOutcome = { job: Job; publishError?: unknown };

/** POST jobs/v1/create or jobs/v1/update, then jobs/v1/publish when asked (D13). */
export async function saveJob({ JobID, fields, publish }: SaveJobRequest): Promise<SaveJobOutcome> {
  const saved =
    JobID === undefined ? await createJob(fields) : await updateJob({ JobID, ...fields });
  const { job } = saved.body;
  if (!publish) return { job };
  try {
    return { job: (await publishJob(job.JobID)).body.job };
  } catch (publishError) {
    return { job, publishError };
  }
}

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSettled: () => refreshRecruitment(queryClient),
  });
}
