import { describe, expect, it } from 'vitest';
import { invalid, networkDown, refusal, serverFailing } from '../components/testing.ts';
import { examRefusalOf } from './refusal.ts';

describe('telling the server’s refusals apart (D15)', () => {
  it('names the refusals the test screen acts on', () => {
    expect(examRefusalOf(refusal('TEST_NOT_ASSIGNED'))).toBe('notAssigned');
    expect(examRefusalOf(refusal('TEST_ALREADY_SUBMITTED'))).toBe('alreadySubmitted');
    expect(examRefusalOf(refusal('TEST_TAKEN_OVER'))).toBe('takenOver');
    expect(examRefusalOf(refusal('TEST_SESSION_UNKNOWN'))).toBe('other');
  });

  it('calls a network failure, a server fault or an invalid change no refusal', () => {
    expect(examRefusalOf(networkDown())).toBeNull();
    expect(examRefusalOf(serverFailing())).toBeNull();
    expect(examRefusalOf(invalid('answer: must be one option'))).toBeNull();
    expect(examRefusalOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
