import { startTransition, useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Answer, TestResult, TestView } from '#openapi/exam.ts';
import { type RequestTimes, readingOf } from '../../../shared/time/server-clock.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { earlyWriterID } from '../api/open-test-early.ts';
import {
  adoptSession,
  dropPending,
  examApp,
  foldIntoCopy,
  forgetOfflineCopy,
  goToQuestion,
  keepOfflineCopy,
  type OfflineCopy,
  recordChange,
} from '../exam-app.ts';
import {
  type Change,
  currentWork,
  foldAcknowledged,
  type HeldWork,
  keptWork,
} from '../model/answer-journal.ts';
import { attemptPhase } from '../model/attempt-phase.ts';
import { examRefusalOf } from '../model/refusal.ts';
import { saveStatusOf } from '../model/save-status.ts';
import { announceClaim, newWriterID } from '../model/writer.ts';
import { useAttemptClock } from './use-attempt-clock.ts';
import { useAttemptLoading } from './use-attempt-loading.ts';
import { useChangeSync } from './use-change-sync.ts';
import { useResyncTriggers } from './use-resync-triggers.ts';
import { useSubmission } from './use-submission.ts';
import { useTimeWarnings } from './use-time-warnings.ts';

/**
 * One student's attempt at a test (D15): opens it (this page becomes its only writer), starts it,
 * keeps every change in the persisted journal until the server has it, counts down from the
 * server's deadline, warns at 5 and 1 minutes, and submits at zero with every answer held. Each of
 * those is a hook beside this one; this one wires them to the screen's phase.
 */
export function useTestAttempt(
  CourseID: number,
  TaskID: number,
  { onSubmitted }: { onSubmitted: (result: TestResult) => void },
) {
  // The writer the open sent as this page load started claimed the attempt with, if it was this one.
  const writerID = useMemo(
    () => earlyWriterID({ CourseID, TaskID }) ?? newWriterID(),
    [CourseID, TaskID],
  );
  const [phase, dispatch] = useReducer(attemptPhase, { name: 'loading' });
  const arriving = useRef(true);
  arriving.current = phase.name === 'loading';
  // What the server holds of the student's work, as far as this page knows.
  const [held, setHeld] = useState<HeldWork>({ answers: [], flags: [] });
  const exam = useSnapshot(examApp);
  const session = phase.name === 'running' ? phase.session : null;
  const TestSessionID = session?.TestSessionID ?? null;
  // Running from the offline copy after a reload: this page has not claimed the attempt yet, so
  // nothing is sent until the network returns and the attempt is opened (claimed) again.
  const [fromCopy, setFromCopy] = useState(false);
  const fromCopyRef = useRef(false);
  fromCopyRef.current = fromCopy;
  const claimedSessionID = fromCopy ? null : TestSessionID;

  const clock = useAttemptClock(TestSessionID, () => loading.load());
  const { adopt: adoptClock } = clock;

  const showView = useCallback(
    (view: TestView, times: RequestTimes) => {
      if (view.session) {
        adoptSession(view.session, CourseID, TaskID);
        setHeld({ answers: view.session.answers, flags: view.session.flags });
        adoptClock(view.session, times);
        announceClaim({ TestSessionID: view.session.TestSessionID, writerID });
        keepOfflineCopy({
          CourseID,
          TaskID,
          task: view.task,
          session: view.session,
          offset: readingOf(view.session, times).offset,
        });
      } else if (view.result && examApp.TestSessionID === view.result.TestSessionID) {
        // Submitted (by this device, another, or the server after the grace): nothing more is taken.
        dropPending();
        forgetOfflineCopy();
      }
      const open = () => {
        setFromCopy(false);
        dispatch({ type: 'opened', view });
      };
      // Arriving, the screen the answer opens (the running test: the page's largest render) is
      // drawn in slices that leave the phone free to answer input, not in one task (issue 29: ~450
      // ms at Lighthouse's 4x slowdown, the load's longest); it says it is loading until then.
      // After valtio has told React of the changes above (it does so in a microtask): a store
      // changing under a transition makes React draw it in one go after all. Any other time (the
      // Start button, a reopening) the answer shows at once.
      if (arriving.current) queueMicrotask(() => startTransition(open));
      else open();
    },
    [CourseID, TaskID, adoptClock, writerID],
  );
  const showCopy = useCallback(
    ({ task, session: kept, offset }: OfflineCopy) => {
      // The countdown from the kept deadline and clock offset, as if the server had just said so.
      const now = performance.now();
      const wallNow = Date.now();
      const session = { ...kept, serverTime: wallNow + offset };
      adoptSession(session, CourseID, TaskID);
      setHeld({ answers: session.answers, flags: session.flags });
      adoptClock(session, { sentAt: now, receivedAt: now, wallReceivedAt: wallNow });
      setFromCopy(true);
      dispatch({ type: 'opened', view: { task, session, result: null } });
    },
    [CourseID, TaskID, adoptClock],
  );
  const loading = useAttemptLoading(
    { CourseID, TaskID, writerID },
    { onView: showView, dispatch, onOfflineCopy: showCopy },
  );

  const sync = useChangeSync(
    { TestSessionID: claimedSessionID, writerID },
    {
      onAck: (ack, times, change) => {
        adoptClock(ack, times);
        foldIntoCopy(change);
        // Not applied means the server holds a newer change of another page; this page's stays shown.
        setHeld((now) => foldAcknowledged(now, change));
      },
      onRefused: (refusal) => {
        if (examRefusalOf(refusal) === 'takenOver') {
          dispatch({ type: 'takenOver' });
          return;
        }
        // A save that crossed this page's own submission needs no word; any other refusal does.
        if (!submission.isSubmitting()) toast.error(refusal.message);
        void loading.load();
      },
      onTakenOver: () => dispatch({ type: 'takenOver' }),
    },
  );

  // D15: resync on focus, on reconnect and every 30 s; the network's return also sends at once.
  useResyncTriggers(TestSessionID !== null, {
    resync: () => void clock.resync(),
    online: () => {
      // Back from a reload offline: open (claim) the attempt again; sending follows.
      if (fromCopyRef.current) void loading.load();
      else sync.kick(0);
    },
    offline: sync.wentOffline,
  });

  const timeUp = session !== null && clock.secondsLeft === 0;
  const submission = useSubmission(
    { TestSessionID: claimedSessionID, timeUp },
    {
      submitOnce: loading.submitOnce,
      onSubmitted: (result) => {
        forgetOfflineCopy();
        dispatch({ type: 'submitted', result });
        onSubmitted(result);
      },
      onTakenOver: () => dispatch({ type: 'takenOver' }),
      onRefused: () => {
        dispatch({ type: 'loading' });
        void loading.load();
      },
      onRetrying: sync.submitFailing,
    },
  );

  const warning = useTimeWarnings(session ? clock.secondsLeft : null);

  // The snapshot only tells when the journal changed; the live proxy has the mutable types.
  const journal = exam.pending;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `journal` marks the change
  const work = useMemo(() => currentWork(held, examApp.pending), [held, journal]);
  const kept = keptWork(exam);
  const change = (next: Change) => {
    recordChange(next);
    sync.kick();
  };

  return {
    phase,
    start: loading.start,
    starting: loading.starting,
    startError: loading.startError,
    retry: loading.load,
    secondsLeft: clock.secondsLeft ?? 0,
    submitting: submission.submitting,
    timeUp,
    save: saveStatusOf(fromCopy ? { state: 'offline' } : sync.senderState, kept),
    kept,
    warning: warning.message,
    dismissWarning: warning.dismiss,
    submitFailure: submission.failure,
    answers: work.answers,
    flags: work.flags,
    currentID: exam.QuestionID,
    go: goToQuestion,
    answer: (QuestionID: number, answer: Answer) => change({ kind: 'answer', QuestionID, answer }),
    toggleFlag: (QuestionID: number) =>
      change({ kind: 'flag', QuestionID, flagged: !work.flags.has(QuestionID) }),
    submit: submission.submit,
  };
}
