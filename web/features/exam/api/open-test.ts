import type { TestOpenRequest } from '#openapi/exam.ts';
import * as examRoutes from '#openapi/routes/exam.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** POST test/v1/open: the attempt as it stands (D15), opened by this page's writer. */
export const openTest = (body: TestOpenRequest) => callApi(examRoutes.testOpen, { body });
