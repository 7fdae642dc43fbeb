import type { ChangeAck } from '#openapi/exam.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import type { RequestTimes } from '../../../shared/time/server-clock.ts';
import { acknowledge, type Journal, type PendingChange } from './answer-journal.ts';
import { examRefusalOf } from './refusal.ts';

/** Where sending stands: nothing waiting, sending, offline, or the server failing (with its words). */
export type SenderState =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'offline' }
  | { state: 'failed'; message: string };

export type ChangeSenderDeps = {
  /** The persisted journal: entries leave it only once the server has acknowledged them. */
  journal: Journal;
  send(change: PendingChange): Promise<[ChangeAck, RequestTimes]>;
  isOnline(): boolean;
  /** The server has the change (or a newer one): what the student sees must now come from it. */
  onAck(ack: ChangeAck, times: RequestTimes, change: PendingChange): void;
  /** The server refused for good (another tab took over, time is up, already submitted): sending stops. */
  onRefused(refusal: ApiError): void;
  /** The server called a change invalid: it can never be saved, so it is dropped and this says so. */
  onInvalid(message: string): void;
  onState(state: SenderState): void;
};

/** The pause after a change before it is sent, so typing sends one save rather than one per key. */
export const SEND_DEBOUNCE_MS = 300;
const MAX_RETRY_MS = 15_000;

/**
 * Sends the journal's changes to the server one at a time, oldest first (D15). A network failure or
 * a server error keeps every change and retries, sooner when the browser says it is back online;
 * nothing leaves the journal until the server has acknowledged it.
 */
export function createChangeSender(deps: ChangeSenderDeps) {
  let stopped = false;
  let sending = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: SenderState = { state: 'idle' };

  const report = (next: SenderState) => {
    current = next;
    deps.onState(next);
  };

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
  };

  async function run(): Promise<void> {
    timer = undefined;
    if (stopped || sending) return;
    const change = deps.journal.pending[0];
    if (!change) {
      report({ state: 'idle' });
      return;
    }
    if (!deps.isOnline()) {
      // The browser's `online` event kicks the sender again.
      report({ state: 'offline' });
      return;
    }
    sending = true;
    if (current.state === 'idle') report({ state: 'sending' });
    try {
      const [ack, times] = await deps.send(change);
      acknowledge(deps.journal, change);
      failures = 0;
      deps.onAck(ack, times, change);
      if (current.state !== 'sending') report({ state: 'sending' });
    } catch (error) {
      sending = false;
      if (stopped) return;
      if (examRefusalOf(error) !== null) {
        stopped = true;
        deps.onRefused(error as ApiError);
        return;
      }
      if (error instanceof ApiError && error.code === 'INVALID_INPUT') {
        acknowledge(deps.journal, change);
        deps.onInvalid(error.message);
      } else {
        failures += 1;
        const offline = !(error instanceof ApiError) || error.kind === 'network';
        report(offline ? { state: 'offline' } : { state: 'failed', message: error.message });
        schedule(Math.min(MAX_RETRY_MS, 1000 * 2 ** (failures - 1)));
        return;
      }
    }
    sending = false;
    if (!stopped) await run();
  }

  return {
    /** A change was recorded, or the network came back: send soon (at once with `delay` 0). */
    kick(delay = SEND_DEBOUNCE_MS) {
      if (stopped) return;
      if (delay === 0) failures = 0;
      if (!sending) schedule(delay);
    },
    /** No more sending from this tab (submitted, taken over, left the page). */
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    get state() {
      return current;
    },
  };
}

export type ChangeSender = ReturnType<typeof createChangeSender>;
