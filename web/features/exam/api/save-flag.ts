import type { FlagRequest } from '#openapi/exam.ts';
import * as examRoutes from '#openapi/routes/exam.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** POST test/v1/flag: a question flagged for review, or no longer (D15). */
export const saveFlag = (body: FlagRequest) => callApi(examRoutes.testFlag, { body });
