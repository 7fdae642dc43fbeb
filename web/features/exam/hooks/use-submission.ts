import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmitRequest, TestResult } from '#openapi/exam.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { dropPending, examApp } from '../exam-app.ts';
import { splitForSubmit } from '../model/answer-journal.ts';
import { examRefusalOf } from '../model/refusal.ts';

/** Why the student's own submission did not go: no network, or the server's words. */
export type SubmitFailure = { kind: 'offline' } | { kind: 'failed'; message: string };

/** How soon a submission at zero is tried again while the network is gone. */
const SUBMIT_RETRY_MS = 3000;

type Handlers = {
  /** Sends one submission; rejects as the server or the network does. */
  submitOnce: (body: Omit<SubmitRequest, 'writerID'>) => Promise<{ body: TestResult }>;
  /** The server took the submission. */
  onSubmitted: (result: TestResult) => void;
  /** Another tab or device writes the attempt now. */
  onTakenOver: () => void;
  /** The server refused the submission otherwise: the screen should show what there is. */
  onRefused: () => void;
  /** A submission at zero failed and is tried again shortly, with the failure's words. */
  onRetrying: (message: string) => void;
};

/**
 * Submitting the attempt (D15): by the student, or by itself at zero with every answer the device
 * holds, tried again every 3 s until the server takes it. Also after a submission by hand that was
 * still on its way at zero and failed.
 */
export function useSubmission(
  { TestSessionID, timeUp }: { TestSessionID: string | null; timeUp: boolean },
  handlers: Handlers,
) {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const submittingRef = useRef(false);
  const latest = useRef(handlers);
  latest.current = handlers;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(
    async (reason: 'student' | 'timeUp') => {
      if (submittingRef.current) return;
      if (!TestSessionID) {
        // Reloaded offline, the attempt is not this page's to submit until the network returns.
        if (reason === 'student') setFailure({ kind: 'offline' });
        return;
      }
      submittingRef.current = true;
      setSubmitting(true);
      setFailure(null);
      // Saving goes on meanwhile: submit carries every waiting change too, and the server keeps the
      // newest of each, so a save crossing the submission does no harm.
      while (mounted.current) {
        try {
          const { answers, flags } = splitForSubmit(examApp.pending);
          const answer = await latest.current.submitOnce({ TestSessionID, reason, answers, flags });
          dropPending();
          latest.current.onSubmitted(answer.body);
          break;
        } catch (error) {
          const message = (error as Error).message;
          const refusal = examRefusalOf(error);
          if (refusal !== null) {
            if (refusal === 'takenOver') latest.current.onTakenOver();
            else {
              // Whatever the server says happened (an unknown session, say), it shows what is.
              toast.error(message);
              latest.current.onRefused();
            }
            break;
          }
          if (error instanceof ApiError && error.code === 'INVALID_INPUT') {
            // Only a bug can make a held change invalid, and the server takes none of a batch with
            // one: drop them rather than never submitting. What the server already holds counts.
            toast.error(message);
            dropPending();
            if (reason === 'student') break;
            continue;
          }
          if (reason === 'student') {
            // Said in the confirmation the student is looking at: a toast would cover it on a
            // phone, and "Oops something went wrong" does not say the network is gone.
            setFailure(
              error instanceof ApiError && error.kind === 'network'
                ? { kind: 'offline' }
                : { kind: 'failed', message },
            );
            break;
          }
          // Time is up: keep trying with every answer held until the server takes them. Leaving the
          // page stops trying; the answers stay in the journal and the next visit submits them.
          latest.current.onRetrying(message);
          await new Promise((resolve) => setTimeout(resolve, SUBMIT_RETRY_MS));
        }
      }
      submittingRef.current = false;
      setSubmitting(false);
    },
    [TestSessionID],
  );

  // At zero: submit with every answer this device holds; also after a submission by hand that
  // was still on its way at zero and failed.
  useEffect(() => {
    if (timeUp && !submitting) void submit('timeUp');
  }, [timeUp, submitting, submit]);

  return {
    /** A submission is on its way, or due (time is up). */
    submitting: submitting || timeUp,
    /** Why the student's last submission did not go; null while none failed. */
    failure,
    /** Whether this page's own submission is on its way right now. */
    isSubmitting: () => submittingRef.current,
    /** The student's submission. */
    submit: () => void submit('student'),
  };
}
