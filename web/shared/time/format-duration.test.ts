import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';

describe('test times as hh:mm:ss (seed §2)', () => {
  it('shows 0 seconds as 00:00:00', () => {
    expect(formatDuration(0)).toBe('00:00:00');
  });

  it('shows 59 seconds as 00:00:59 and 60 as 00:01:00', () => {
    expect(formatDuration(59)).toBe('00:00:59');
    expect(formatDuration(60)).toBe('00:01:00');
  });

  it('shows an hour as 01:00:00 and 40 minutes 5 seconds as 00:40:05', () => {
    expect(formatDuration(3600)).toBe('01:00:00');
    expect(formatDuration(2405)).toBe('00:40:05');
  });

  it('shows the last second of a day as 23:59:59 and keeps counting hours past a day', () => {
    expect(formatDuration(86_399)).toBe('23:59:59');
    expect(formatDuration(86_400)).toBe('24:00:00');
    expect(formatDuration(100 * 3600 + 1)).toBe('100:00:01');
  });

  it('never shows a negative or fractional time', () => {
    expect(formatDuration(-5)).toBe('00:00:00');
    expect(formatDuration(59.9)).toBe('00:00:59');
  });
});
