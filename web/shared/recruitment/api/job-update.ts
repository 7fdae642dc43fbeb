import type { OperationRequest } from '#openapi/operation-route.ts';
import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import { callApi } from '../../api/api-client.ts';

export type JobUpdateInput = Exclude<
  OperationRequest<typeof jobRoutes.jobUpdate>['body'],
  undefined
>;

/** POST jobs/v1/update: a job's fields replaced (D13). */
export const updateJob = (body: JobUpdateInput) => callApi(jobRoutes.jobUpdate, { body });
