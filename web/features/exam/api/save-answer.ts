import type { SaveAnswerRequest } from '#openapi/exam.ts';
import * as examRoutes from '#openapi/routes/exam.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** POST test/v1/saveAnswer: one answer as it changed (D15). */
export const saveAnswer = (body: SaveAnswerRequest) => callApi(examRoutes.testSaveAnswer, { body });
