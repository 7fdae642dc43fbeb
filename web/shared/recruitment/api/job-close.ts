import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import { callApi } from '../../api/api-client.ts';

/** POST jobs/v1/close: the job stops taking applications (D19). */
export const closeJob = (JobID: number) => callApi(jobRoutes.jobClose, { body: { JobID } });
