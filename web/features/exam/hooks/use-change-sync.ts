import { useEffect, useRef, useState } from 'react';
import type { ChangeAck } from '#openapi/exam.ts';
import type { ApiError } from '../../../shared/api/api-error.ts';
import type { RequestTimes } from '../../../shared/time/server-clock.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { saveAnswer } from '../api/save-answer.ts';
import { saveFlag } from '../api/save-flag.ts';
import { timed } from '../api/timed-call.ts';
import { examApp } from '../exam-app.ts';
import type { PendingChange } from '../model/answer-journal.ts';
import { type ChangeSender, createChangeSender, type SenderState } from '../model/change-sender.ts';
import { watchClaims } from '../model/writer.ts';

type Handlers = {
  /** The server has the change (or a newer one of another page's), with its clock. */
  onAck: (ack: ChangeAck, times: RequestTimes, change: PendingChange) => void;
  /** The server refused a change for good; sending has stopped. */
  onRefused: (refusal: ApiError) => void;
  /** Another page of this browser claimed the attempt; sending has stopped. */
  onTakenOver: () => void;
};

/**
 * Keeps the student's changes in step with the server while the attempt runs (D15): one sender per
 * running attempt of this page, sending the persisted journal oldest first, stopped as soon as
 * another page claims the attempt. The caller kicks it after a change and when the network is back.
 */
export function useChangeSync(
  { TestSessionID, writerID }: { TestSessionID: string | null; writerID: string },
  handlers: Handlers,
) {
  const [senderState, setSenderState] = useState<SenderState>({ state: 'idle' });
  const senderRef = useRef<ChangeSender | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;

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
      onAck: (ack, times, change) => latest.current.onAck(ack, times, change),
      onRefused: (refusal) => latest.current.onRefused(refusal),
      onInvalid: (message) => toast.error(message),
      onState: setSenderState,
    });
    senderRef.current = sender;
    sender.kick(0);
    const stopWatching = watchClaims({ TestSessionID, writerID }, () => {
      sender.stop();
      latest.current.onTakenOver();
    });
    return () => {
      stopWatching();
      sender.stop();
      senderRef.current = null;
    };
  }, [TestSessionID, writerID]);

  return {
    senderState,
    /** A change was recorded (send soon), or the network is back (`delay` 0: send now). */
    kick: (delay?: number) => senderRef.current?.kick(delay),
    /** The browser says the network is gone: changes waiting are kept on the device. */
    wentOffline: () => setSenderState((now) => (now.state === 'idle' ? now : { state: 'offline' })),
    /** The submission at zero keeps failing: the screen says so, with the server's words. */
    submitFailing: (message: string) => setSenderState({ state: 'failed', message }),
  };
}
