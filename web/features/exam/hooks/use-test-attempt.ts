import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Answer, TestResult, TestSession, TestTask, TestView } from '#openapi/exam.ts';
import { ExamMessages } from '#openapi/operations/exam.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { setLoading } from '../../../shared/session/session-store.ts';
import {
  type ClockReading,
  type RequestTimes,
  readingOf,
} from '../../../shared/time/server-clock.ts';
import { useSecondsTo } from '../../../shared/time/use-seconds-left.ts';
import { toast } from '../../../shared/ui/toast.ts';
import {
  getTestClock,
  openTest,
  saveAnswer,
  saveFlag,
  startTest,
  submitTest,
  timed,
} from '../api/test-api.ts';
import {
  adoptSession,
  clearResumeMark,
  dropPending,
  examApp,
  goToQuestion,
  recordChange,
} from '../exam-app.ts';
import {
  type Change,
  currentWork,
  foldAcknowledged,
  type HeldWork,
  pendingQuestionCount,
  splitForSubmit,
} from '../model/answer-journal.ts';
import { type ChangeSender, createChangeSender, type SenderState } from '../model/change-sender.ts';
import type { SaveStatus } from '../model/save-status.ts';
import { announceClaim, newWriterID, watchClaims } from '../model/writer.ts';
import { useResyncTriggers } from './use-resync-triggers.ts';
import { useTimeWarnings } from './use-time-warnings.ts';

/** How soon a submission at zero is tried again while the network is gone. */
const SUBMIT_RETRY_MS = 3000;

/** What the test screen shows. */
export type AttemptPhase =
  | { name: 'loading' }
  | { name: 'failed'; message: string }
  | { name: 'notAssigned' }
  | { name: 'instructions'; task: TestTask }
  | { name: 'running'; task: TestTask; session: TestSession }
  | { name: 'result'; task: TestTask; result: TestResult }
  | { name: 'takenOver' };

const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 200;

function phaseOf(view: TestView): AttemptPhase {
  if (view.result) return { name: 'result', task: view.task, result: view.result };
  if (view.session) return { name: 'running', task: view.task, session: view.session };
  return { name: 'instructions', task: view.task };
}

/**
 * One student's attempt at a test (D15): opens it (this page becomes its only writer), starts it,
 * keeps every change in the persisted journal until the server has it, counts down from the
 * server's deadline, warns at 5 and 1 minutes, and submits at zero with every answer held.
 */
export function useTestAttempt(
  CourseID: number,
  TaskID: number,
  { onSubmitted }: { onSubmitted: (result: TestResult) => void },
) {
  const { t } = useTranslation();
  const writerID = useMemo(newWriterID, []);
  const [phase, setPhase] = useState<AttemptPhase>({ name: 'loading' });
  const [reading, setReading] = useState<ClockReading | null>(null);
  const [senderState, setSenderState] = useState<SenderState>({ state: 'idle' });
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const [held, setHeld] = useState<HeldWork>({ answers: [], flags: [] });
  const senderRef = useRef<ChangeSender | null>(null);
  const resyncing = useRef(false);
  const submittedRef = useRef(onSubmitted);
  submittedRef.current = onSubmitted;
  const exam = useSnapshot(examApp);

  const session = phase.name === 'running' ? phase.session : null;
  const TestSessionID = session?.TestSessionID ?? null;

  const adoptClock = useCallback(
    (clock: Parameters<typeof readingOf>[0], times: RequestTimes) =>
      setReading(readingOf(clock, times)),
    [],
  );

  const showView = useCallback(
    (view: TestView, times: RequestTimes) => {
      if (view.session) {
        adoptSession(view.session, CourseID, TaskID);
        setHeld({ answers: view.session.answers, flags: view.session.flags });
        adoptClock(view.session, times);
        announceClaim({ TestSessionID: view.session.TestSessionID, writerID });
      } else if (view.result && examApp.TestSessionID === view.result.TestSessionID) {
        // Submitted (by this device, another, or the server after the grace): nothing more is taken.
        dropPending();
      }
      setPhase(phaseOf(view));
    },
    [CourseID, TaskID, adoptClock, writerID],
  );

  const load = useCallback(async () => {
    if (!(CourseID > 0 && TaskID > 0 && Number.isInteger(CourseID + TaskID))) {
      // Not a test address at all (/test/test/x/y): nothing to ask the server.
      setPhase({ name: 'notAssigned' });
      setLoading(false);
      return;
    }
    try {
      const [answer, times] = await timed(() => openTest({ CourseID, TaskID, writerID }));
      showView(answer.body, times);
      // Arriving by "Resume test" (seed §2): the session is fresh now, so the mark goes.
      clearResumeMark();
    } catch (error) {
      if (isRefusal(error) && error.serverMessage === ExamMessages.notAssigned) {
        setPhase({ name: 'notAssigned' });
      } else {
        setPhase({ name: 'failed', message: (error as Error).message });
      }
    } finally {
      setLoading(false);
    }
  }, [CourseID, TaskID, writerID, showView]);

  useEffect(() => {
    setPhase({ name: 'loading' });
    void load();
  }, [load]);

  const start = useCallback(async () => {
    setStarting(true);
    setStartError(null);
    try {
      const [answer, times] = await timed(() => startTest({ CourseID, TaskID, writerID }));
      showView(answer.body, times);
    } catch (error) {
      // Started and submitted elsewhere meanwhile: show what there is rather than an error.
      if (isRefusal(error) && error.serverMessage === ExamMessages.alreadySubmitted) void load();
      else setStartError((error as Error).message);
    } finally {
      setStarting(false);
    }
  }, [CourseID, TaskID, writerID, showView, load]);

  const resync = useCallback(async () => {
    if (!TestSessionID || resyncing.current) return;
    resyncing.current = true;
    try {
      const [answer, times] = await timed(() => getTestClock(TestSessionID));
      if (answer.body.status === 'submitted') await load();
      else adoptClock(answer.body, times);
    } catch {
      // Offline or failing: the countdown goes on from the last reading; the next trigger asks again.
    } finally {
      resyncing.current = false;
    }
  }, [TestSessionID, adoptClock, load]);

  // One sender per running attempt of this page; none once another page has taken over.
  useEffect(() => {
    if (!TestSessionID) return;
    const sender = createChangeSender({
      journal: examApp,
      send: async (change) => {
        const base = { TestSessionID, writerID, QuestionID: change.QuestionID, seq: change.seq };
        const [answer, times] = await timed(() =>
          change.kind === 'answer'
            ? saveAnswer({ ...base, answer: change.answer })
            : saveFlag({ ...base, flagged: change.flagged }),
        );
        return [answer.body, times];
      },
      isOnline: () => navigator.onLine,
      onAck: (ack, times, change) => {
        adoptClock(ack, times);
        // Not applied means the server holds a newer change of another page; this page's stays shown.
        setHeld((now) => foldAcknowledged(now, change));
      },
      onRefused: (message) => {
        if (message === ExamMessages.takenOver) {
          setPhase({ name: 'takenOver' });
          return;
        }
        // A save that crossed this page's own submission needs no word; any other refusal does.
        if (!submittingRef.current) toast.error(message);
        void load();
      },
      onInvalid: (message) => toast.error(message),
      onState: setSenderState,
    });
    senderRef.current = sender;
    sender.kick(0);
    const stopWatching = watchClaims({ TestSessionID, writerID }, () => {
      sender.stop();
      setPhase({ name: 'takenOver' });
    });
    return () => {
      stopWatching();
      sender.stop();
      senderRef.current = null;
    };
  }, [TestSessionID, writerID, adoptClock, load]);

  // D15: resync on focus, on reconnect and every 30 s; the network's return also sends at once.
  useResyncTriggers(TestSessionID !== null, {
    resync: () => void resync(),
    online: () => senderRef.current?.kick(0),
    offline: () => setSenderState((now) => (now.state === 'idle' ? now : { state: 'offline' })),
  });

  const secondsLeft = useSecondsTo(session ? reading : null, () => void resync());

  const submit = useCallback(
    async (reason: 'student' | 'timeUp') => {
      if (!TestSessionID || submittingRef.current) return;
      submittingRef.current = true;
      setSubmitting(true);
      // Saving goes on meanwhile: submit carries every waiting change too, and the server keeps the
      // newest of each, so a save crossing the submission does no harm.
      while (mounted.current) {
        try {
          const { answers, flags } = splitForSubmit(examApp.pending);
          const answer = await submitTest({ TestSessionID, writerID, reason, answers, flags });
          dropPending();
          setPhase((now) =>
            now.name === 'running' ? { name: 'result', task: now.task, result: answer.body } : now,
          );
          submittedRef.current(answer.body);
          break;
        } catch (error) {
          const message = (error as Error).message;
          if (isRefusal(error)) {
            if (error.serverMessage === ExamMessages.takenOver) setPhase({ name: 'takenOver' });
            else {
              // Whatever the server says happened (an unknown session, say), it shows what is.
              toast.error(message);
              setPhase({ name: 'loading' });
              void load();
            }
            break;
          }
          if (error instanceof ApiError && error.status === 400) {
            // Only a bug can make a held change invalid, and the server takes none of a batch with
            // one: drop them rather than never submitting. What the server already holds counts.
            toast.error(message);
            dropPending();
            if (reason === 'student') break;
            continue;
          }
          if (reason === 'student') {
            toast.error(t('exam.submitFailed', { message }));
            break;
          }
          // Time is up: keep trying with every answer held until the server takes them. Leaving the
          // page stops trying; the answers stay in the journal and the next visit submits them.
          setSenderState({ state: 'failed', message });
          await new Promise((resolve) => setTimeout(resolve, SUBMIT_RETRY_MS));
        }
      }
      submittingRef.current = false;
      setSubmitting(false);
    },
    [TestSessionID, writerID, t, load],
  );

  // At zero: submit with every answer this device holds; also after a submission by hand that
  // was still on its way at zero and failed.
  const timeUp = session !== null && secondsLeft === 0;
  useEffect(() => {
    if (timeUp && !submitting) void submit('timeUp');
  }, [timeUp, submitting, submit]);

  useTimeWarnings(session ? secondsLeft : null);

  // The snapshot only tells when the journal changed; the live proxy has the mutable types.
  const journal = exam.pending;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `journal` marks the change
  const work = useMemo(() => currentWork(held, examApp.pending), [held, journal]);

  const kept = pendingQuestionCount(examApp);
  let save: SaveStatus = { state: 'saved' };
  if (senderState.state === 'offline' && kept > 0) save = { state: 'offline', kept };
  else if (senderState.state === 'failed' && kept > 0) {
    save = { state: 'failed', kept, message: senderState.message };
  } else if (kept > 0) save = { state: 'saving', kept };

  const change = useCallback((next: Change) => {
    recordChange(next);
    senderRef.current?.kick();
  }, []);

  return {
    phase,
    start,
    starting,
    startError,
    retry: load,
    secondsLeft: secondsLeft ?? 0,
    submitting: submitting || timeUp,
    timeUp,
    save,
    answers: work.answers,
    flags: work.flags,
    currentID: exam.QuestionID,
    go: goToQuestion,
    answer: (QuestionID: number, answer: Answer) => change({ kind: 'answer', QuestionID, answer }),
    toggleFlag: (QuestionID: number) =>
      change({ kind: 'flag', QuestionID, flagged: !work.flags.has(QuestionID) }),
    submit: () => void submit('student'),
  };
}
