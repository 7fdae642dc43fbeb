import { describe, expect, it } from 'vitest';
import { ExamMessages } from '#openapi/operations/exam.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { examRefusalOf } from './refusal.ts';

const refusal = (message: string) => new ApiError(message, 200, message);

describe('telling the server’s refusals apart (D15)', () => {
  it('names the refusals the test screen acts on', () => {
    expect(examRefusalOf(refusal(ExamMessages.notAssigned))).toBe('notAssigned');
    expect(examRefusalOf(refusal(ExamMessages.alreadySubmitted))).toBe('alreadySubmitted');
    expect(examRefusalOf(refusal(ExamMessages.takenOver))).toBe('takenOver');
    expect(examRefusalOf(refusal(ExamMessages.unknownSession))).toBe('other');
  });

  it('calls a network failure, a server fault or an invalid change no refusal', () => {
    expect(examRefusalOf(new ApiError('Oops something went wrong', 0))).toBeNull();
    expect(examRefusalOf(new ApiError('Bad gateway', 502, 'Bad gateway'))).toBeNull();
    expect(examRefusalOf(new ApiError('answer: must be one option', 400, 'x'))).toBeNull();
    expect(examRefusalOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
