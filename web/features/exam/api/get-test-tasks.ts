import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { TestTask } from '#openapi/exam.ts';
import * as examRoutes from '#openapi/routes/exam.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';
import { state } from '../../../shared/session/session-store.ts';

/** The caller's tests as last answered, and `performance.now()` when that answer arrived. */
export type TestTasksReading = { tasks: TestTask[]; receivedAt: number };

/** GET test/v1/tasks: the caller's assigned tests with their state (D15). */
export const getTestTasks = () => callApi(examRoutes.testTasks);

/** Keyed by the session, so a new sign-in never shows the previous user's tests. */
export const getTestTasksQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['testTasks', sessionId],
    queryFn: async (): Promise<TestTasksReading> => {
      const answer = await getTestTasks();
      return { tasks: answer.body, receivedAt: performance.now() };
    },
  });

/** The student's assigned tests with their state (D15), for the start page. */
export function useTestTasks() {
  const { auth } = useSnapshot(state);
  return useQuery({
    ...getTestTasksQueryOptions(auth.user?.UserSessionID ?? ''),
    enabled: auth.token !== null,
  });
}
