import type {
  FlagRequest,
  SaveAnswerRequest,
  SubmitRequest,
  TestOpenRequest,
} from '#openapi/exam.ts';
import * as examRoutes from '#openapi/routes/exam.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';
import type { RequestTimes } from '../../../shared/time/server-clock.ts';

// The timed test's calls (D15, tag `extension` of the contract).

export const openTest = (body: TestOpenRequest) => callApi(examRoutes.testOpen, { body });

export const startTest = (body: TestOpenRequest) => callApi(examRoutes.testStart, { body });

export const getTestClock = (TestSessionID: string) =>
  callApi(examRoutes.testClock, { query: { TestSessionID } });

export const saveAnswer = (body: SaveAnswerRequest) => callApi(examRoutes.testSaveAnswer, { body });

export const saveFlag = (body: FlagRequest) => callApi(examRoutes.testFlag, { body });

export const submitTest = (body: SubmitRequest) => callApi(examRoutes.testSubmit, { body });

/** A call with the device times the countdown needs to pin the server's clock to this device. */
export async function timed<Answer>(call: () => Promise<Answer>): Promise<[Answer, RequestTimes]> {
  const sentAt = performance.now();
  const answer = await call();
  return [answer, { sentAt, receivedAt: performance.now(), wallReceivedAt: Date.now() }];
}
