import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { TestResult } from '#openapi/exam.ts';
import { getTestTasksQueryOptions } from '../../features/exam/api/get-test-tasks.ts';
import { TestScreen } from '../../features/exam/components/test-screen.tsx';
import { getNotificationQueryOptions } from '../../features/notifications/api/get-notification.ts';
import { state } from '../../shared/session/session-store.ts';
import { landingFor } from '../landing.ts';

/** /test/test/:CourseID/:TaskID (seed §2, D15): the timed test. */
export function Component() {
  const params = useParams();
  const CourseID = Number(params.CourseID);
  const TaskID = Number(params.TaskID);
  const queryClient = useQueryClient();
  const home = landingFor(useSnapshot(state).auth.user?.role ?? 'none');

  // Once submitted, the test leaves the bell, the drawer and the start page's list at once.
  const onSubmitted = useCallback(
    (result: TestResult) => {
      if (state.auth.activeTestDetails?.TaskID === result.TaskID) {
        state.auth.activeTestDetails = null;
      }
      const sessionId = state.auth.user?.UserSessionID ?? '';
      void queryClient.invalidateQueries({
        queryKey: getNotificationQueryOptions(sessionId).queryKey,
      });
      void queryClient.invalidateQueries({
        queryKey: getTestTasksQueryOptions(sessionId).queryKey,
      });
    },
    [queryClient],
  );

  // The route's key makes another test's URL a fresh screen, not this one with new numbers.
  return (
    <TestScreen
      key={`${CourseID}/${TaskID}`}
      CourseID={CourseID}
      TaskID={TaskID}
      home={home}
      onSubmitted={onSubmitted}
    />
  );
}
