import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-time.ts';

describe('datetime-local values', () => {
  it('round-trips an instant through the input value to the minute', () => {
    const instant = '2025-01-15T09:30:00.000Z';
    expect(fromLocalInput(toLocalInput(instant))).toBe(instant);
    expect(toLocalInput(instant)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });
});
