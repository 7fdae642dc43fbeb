import type {
  ChangeAckResponse,
  FlagRequest,
  SaveAnswerRequest,
  SubmitRequest,
  TestClockResponse,
  TestOpenRequest,
  TestResultResponse,
  TestTasksResponse,
  TestViewResponse,
} from '#openapi/exam.ts';
import { apiRequest } from '../../../shared/api/api-client.ts';
import type { RequestTimes } from '../../../shared/time/server-clock.ts';

// The timed test's calls (D15, tag `extension` of the contract).

export const getTestTasks = () => apiRequest<TestTasksResponse>('test/v1/tasks');

export const openTest = (body: TestOpenRequest) =>
  apiRequest<TestViewResponse>('test/v1/open', { method: 'POST', body });

export const startTest = (body: TestOpenRequest) =>
  apiRequest<TestViewResponse>('test/v1/start', { method: 'POST', body });

export const getTestClock = (TestSessionID: string) =>
  apiRequest<TestClockResponse>('test/v1/clock', { query: { TestSessionID } });

export const saveAnswer = (body: SaveAnswerRequest) =>
  apiRequest<ChangeAckResponse>('test/v1/saveAnswer', { method: 'POST', body });

export const saveFlag = (body: FlagRequest) =>
  apiRequest<ChangeAckResponse>('test/v1/flag', { method: 'POST', body });

export const submitTest = (body: SubmitRequest) =>
  apiRequest<TestResultResponse>('test/v1/submit', { method: 'POST', body });

/** A call with the device times the countdown needs to pin the server's clock to this device. */
export async function timed<Answer>(call: () => Promise<Answer>): Promise<[Answer, RequestTimes]> {
  const sentAt = performance.now();
  const answer = await call();
  return [answer, { sentAt, receivedAt: performance.now(), wallReceivedAt: Date.now() }];
}
