import type { ExamRefusals } from '#openapi/operations/exam.ts';
import { isRefusal } from '../../../shared/api/api-error.ts';

/** The server's refusals the test screen acts on (D15); any other refusal is `other`. */
export type ExamRefusal = 'notAssigned' | 'alreadySubmitted' | 'takenOver' | 'other';

const acted: Partial<Record<keyof typeof ExamRefusals, ExamRefusal>> = {
  TEST_NOT_ASSIGNED: 'notAssigned',
  TEST_ALREADY_SUBMITTED: 'alreadySubmitted',
  TEST_TAKEN_OVER: 'takenOver',
};

/**
 * Which refusal a failed call is, or null when it is not a refusal but a failure (network,
 * timeout, a server fault, an invalid change). The one place the test screen tells them apart:
 * by the refusal's code in the contract, never by its words.
 */
export function examRefusalOf(error: unknown): ExamRefusal | null {
  if (!isRefusal(error)) return null;
  return acted[error.code as keyof typeof ExamRefusals] ?? 'other';
}
