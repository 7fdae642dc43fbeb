/** The stub's QA surface for the timed test (server/stub/exam/qa.ts), as the stories use it. */
import type { StubAssignTestResponse, StubAttempt, StubAttemptsResponse } from '#openapi/stub.ts';
import { stubQa } from './browser.ts';

/** Assigns a new test to the user; answers its TaskID. */
export async function assignTest(test: {
  email: string;
  CourseID: number;
  TaskName: string;
  TotalDuration: number;
}): Promise<number> {
  const response = await stubQa('/tests', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(test),
  });
  return ((await response.json()) as StubAssignTestResponse).body.TaskID;
}

/** The user's attempts as the server holds them. */
export async function attemptsOf(email: string): Promise<StubAttempt[]> {
  const response = await stubQa(`/attempts?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as StubAttemptsResponse).body;
}

/** The user's attempt at the task, if any. */
export const attemptOf = async (email: string, TaskID: number) =>
  (await attemptsOf(email)).find((attempt) => attempt.TaskID === TaskID);
