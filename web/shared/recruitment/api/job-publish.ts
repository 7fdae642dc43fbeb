import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import { callApi } from '../../api/api-client.ts';

/** POST jobs/v1/publish: a draft opens to eligible students (D13). */
export const publishJob = (JobID: number) => callApi(jobRoutes.jobPublish, { body: { JobID } });
