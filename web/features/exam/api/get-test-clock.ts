import * as examRoutes from '#openapi/routes/exam.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** GET test/v1/clock: the attempt's time left by the server's clock (D15). */
export const getTestClock = (TestSessionID: string) =>
  callApi(examRoutes.testClock, { query: { TestSessionID } });
