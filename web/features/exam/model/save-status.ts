import type { Answer } from '#openapi/exam.ts';
import type { KeptWork } from './answer-journal.ts';
import type { SenderState } from './change-sender.ts';

/**
 * What the test screen says about the student's changes (D15): all on the server, on their way, or
 * kept on this device (offline, or the server refused them and they are being retried).
 */
export type SaveStatus =
  | { state: 'saved' }
  | { state: 'saving'; kept: KeptWork }
  | { state: 'offline'; kept: KeptWork }
  | { state: 'failed'; kept: KeptWork; message: string };

/** What the screen says, from where sending stands and how many answers and flags are kept. */
export function saveStatusOf(sender: SenderState, kept: KeptWork): SaveStatus {
  if (kept.answers + kept.flags === 0) return { state: 'saved' };
  if (sender.state === 'offline') return { state: 'offline', kept };
  if (sender.state === 'failed') return { state: 'failed', kept, message: sender.message };
  return { state: 'saving', kept };
}

/** Whether an answer counts as given: an option chosen, or text that is more than spaces. */
export function isAnswered(answer: Answer | undefined): boolean {
  if (answer === undefined || answer === null) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  return answer.length > 0;
}
