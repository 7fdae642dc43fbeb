import type { OperationRequest } from '#openapi/operation-route.ts';
import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import { callApi } from '../../api/api-client.ts';

export type JobCreateInput = Exclude<
  OperationRequest<typeof jobRoutes.jobCreate>['body'],
  undefined
>;

/** POST jobs/v1/create: a new draft (D13). */
export const createJob = (body: JobCreateInput) => callApi(jobRoutes.jobCreate, { body });
