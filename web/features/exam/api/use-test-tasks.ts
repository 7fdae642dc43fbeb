import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { TestTask } from '#openapi/exam.ts';
import { state } from '../../../shared/session/session-store.ts';
import { getTestTasks } from './test-api.ts';

/** The caller's tests as last answered, and `performance.now()` when that answer arrived. */
export type TestTasksReading = { tasks: TestTask[]; receivedAt: number };

/** Keyed by the session, so a new sign-in never shows the previous user's tests. */
export const testTasksQueryKey = (sessionId: string) => ['testTasks', sessionId] as const;

/** The student's assigned tests with their state (D15), for the start page. */
export function useTestTasks() {
  const { auth } = useSnapshot(state);
  return useQuery({
    queryKey: testTasksQueryKey(auth.user?.UserSessionID ?? ''),
    queryFn: async (): Promise<TestTasksReading> => {
      const answer = await getTestTasks();
      return { tasks: answer.body, receivedAt: performance.now() };
    },
    enabled: auth.token !== null,
  });
}
