import type { SubmitRequest } from '#openapi/exam.ts';
import * as examRoutes from '#openapi/routes/exam.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** POST test/v1/submit: the attempt with every answer the client holds (D15). */
export const submitTest = (body: SubmitRequest) => callApi(examRoutes.testSubmit, { body });
