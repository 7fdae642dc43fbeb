import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import type { SubmitRequest, TestView } from '#openapi/exam.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { setLoading } from '../../../shared/session/session-store.ts';
import type { RequestTimes } from '../../../shared/time/server-clock.ts';
import { openAttempt } from '../api/open-attempt.ts';
import { startTest } from '../api/start-test.ts';
import { submitTest } from '../api/submit-test.ts';
import { timed } from '../api/timed-call.ts';
import { clearResumeMark, type OfflineCopy, offlineCopyOf } from '../exam-app.ts';
import type { AttemptEvent } from '../model/attempt-phase.ts';
import { examRefusalOf } from '../model/refusal.ts';
import { isTestAddress } from '../model/test-address.ts';

/** One page's claim on one attempt (D15): the test's ids and this page's writer id. */
export type AttemptClaim = { CourseID: number; TaskID: number; writerID: string };

// Every call is tried whatever the browser says of the network (`networkMode: 'always'`): the
// screen says itself what failed, and the submission at zero does its own retrying.

/**
 * Opening the attempt, a query: the answer with the device times the countdown needs (the open
 * sent as the page load started, the first time). Asked afresh every time (a reload, another
 * page's submission), never retried behind the screen's back.
 */
const openAttemptQueryOptions = (claim: AttemptClaim) =>
  queryOptions({
    queryKey: ['testAttempt', claim.CourseID, claim.TaskID, claim.writerID],
    queryFn: () => openAttempt(claim),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    networkMode: 'always',
  });

/**
 * Loading the attempt (D15): opens it on arrival (a query; `load` asks again), starts it and
 * submits it (mutations). Every answer with the attempt goes to `onView`; what the screen shows
 * otherwise (not assigned, failed) goes to `dispatch`.
 */
export function useAttemptLoading(
  claim: AttemptClaim,
  {
    onView,
    dispatch,
    onOfflineCopy,
  }: {
    onView: (view: TestView, times: RequestTimes) => void;
    dispatch: Dispatch<AttemptEvent>;
    /** No network, and this device kept the running attempt: the screen runs from the copy. */
    onOfflineCopy: (copy: OfflineCopy) => void;
  },
) {
  const queryClient = useQueryClient();
  const { CourseID, TaskID, writerID } = claim;
  const latest = useRef(onView);
  latest.current = onView;
  const fromCopy = useRef(onOfflineCopy);
  fromCopy.current = onOfflineCopy;

  const load = useCallback(async () => {
    const current = { CourseID, TaskID, writerID };
    if (!isTestAddress(current)) {
      // Not a test address at all: nothing to ask the server.
      dispatch({ type: 'notAssigned' });
      setLoading(false);
      return;
    }
    try {
      const [answer, times] = await queryClient.fetchQuery(openAttemptQueryOptions(current));
      latest.current(answer.body, times);
      // Arriving by "Resume test" (seed §2): the session is fresh now, so the mark goes.
      clearResumeMark();
    } catch (error) {
      const copy = offlineCopyOf(CourseID, TaskID);
      if (error instanceof ApiError && error.kind === 'network' && copy) {
        // A reload while offline: the test goes on from the copy until the network returns.
        fromCopy.current(copy);
        return;
      }
      dispatch(
        examRefusalOf(error) === 'notAssigned'
          ? { type: 'notAssigned' }
          : { type: 'failed', message: (error as Error).message },
      );
    } finally {
      setLoading(false);
    }
  }, [queryClient, CourseID, TaskID, writerID, dispatch]);

  useEffect(() => {
    dispatch({ type: 'loading' });
    void load();
  }, [load, dispatch]);

  const starting = useMutation({
    mutationFn: () => timed(() => startTest({ CourseID, TaskID, writerID })),
    networkMode: 'always',
  });
  const { mutateAsync: startOnce } = starting;
  const start = useCallback(async () => {
    try {
      const [answer, times] = await startOnce();
      latest.current(answer.body, times);
    } catch (error) {
      // Started and submitted elsewhere meanwhile: show what there is rather than an error.
      if (examRefusalOf(error) === 'alreadySubmitted') void load();
    }
  }, [startOnce, load]);
  const startError = starting.error;

  const submitting = useMutation({
    mutationFn: (body: Omit<SubmitRequest, 'writerID'>) => submitTest({ ...body, writerID }),
    networkMode: 'always',
  });

  return {
    load,
    start,
    starting: starting.isPending,
    /** Why the start failed, in the server's words; none when it had been submitted meanwhile. */
    startError:
      startError && examRefusalOf(startError) !== 'alreadySubmitted' ? startError.message : null,
    /** One submission; the submission hook decides when and how often. */
    submitOnce: submitting.mutateAsync,
  };
}
