import type { Answer } from '#openapi/exam.ts';

/**
 * What the test screen says about the student's changes (D15): all on the server, on their way, or
 * kept on this device (offline, or the server refused them and they are being retried).
 */
export type SaveStatus =
  | { state: 'saved' }
  | { state: 'saving'; kept: number }
  | { state: 'offline'; kept: number }
  | { state: 'failed'; kept: number; message: string };

/** Whether an answer counts as given: an option chosen, or text that is more than spaces. */
export function isAnswered(answer: Answer | undefined): boolean {
  if (answer === undefined || answer === null) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  return answer.length > 0;
}
