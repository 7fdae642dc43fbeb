import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import { callApi } from '../../api/api-client.ts';

/** POST jobs/v1/reopen: a closed job takes applications again (D19). */
export const reopenJob = (JobID: number) => callApi(jobRoutes.jobReopen, { body: { JobID } });
