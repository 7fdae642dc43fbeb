import { ExamMessages } from '#openapi/operations/exam.ts';
import { ApiError } from '../../../shared/api/api-error.ts';

/** The server's refusals the test screen acts on (D15); any other refusal is `other`. */
export type ExamRefusal = 'notAssigned' | 'alreadySubmitted' | 'takenOver' | 'other';

/**
 * Which refusal a failed call is, or null when it is not a refusal but a failure (network,
 * timeout, a server fault, an invalid change). The one place the test screen tells them apart:
 * today by the envelope's `status: false` arriving with HTTP 200 and by the server's words.
 */
export function examRefusalOf(error: unknown): ExamRefusal | null {
  if (!(error instanceof ApiError && error.status === 200)) return null;
  switch (error.serverMessage) {
    case ExamMessages.notAssigned:
      return 'notAssigned';
    case ExamMessages.alreadySubmitted:
      return 'alreadySubmitted';
    case ExamMessages.takenOver:
      return 'takenOver';
    default:
      return 'other';
  }
}
