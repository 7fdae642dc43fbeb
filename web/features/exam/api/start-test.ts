import type { TestOpenRequest } from '#openapi/exam.ts';
import * as examRoutes from '#openapi/routes/exam.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** POST test/v1/start: starts the attempt after the instructions (D15). */
export const startTest = (body: TestOpenRequest) => callApi(examRoutes.testStart, { body });
