import { describe, expect, it } from 'vitest';
import { formatFileSize, formatFullDate, formatListDate } from './mail-format.ts';

const now = new Date(2025, 2, 13, 15, 0);

describe('dates in the mail list', () => {
  it("shows only the time for today's mail", () => {
    expect(formatListDate(new Date(2025, 2, 13, 9, 5).toISOString(), 'en', now)).toBe('9:05 am');
  });

  it('names the part of the day in Tamil words, not AM/PM (issue 12, item 6)', () => {
    const morning = new Date(2025, 2, 13, 9, 5).toISOString();
    expect(formatListDate(morning, 'tn', now)).toBe('காலை 9:05');
    expect(formatFullDate(morning, 'tn')).not.toMatch(/AM|PM/i);
    expect(formatFullDate(morning, 'tn')).toContain('காலை 9:05');
  });

  it('shows day and month for an older mail, in Tamil when Tamil is chosen', () => {
    const yesterday = new Date(2025, 2, 12, 23, 59).toISOString();
    expect(formatListDate(yesterday, 'en', now)).toBe('12 Mar');
    expect(formatListDate(yesterday, 'tn', now)).toBe('மார். 12');
  });
});

describe('attachment sizes', () => {
  it('shows kilobytes rounded, never 0, and megabytes with one decimal', () => {
    expect(formatFileSize(38_912, 'en')).toBe('39 kB');
    expect(formatFileSize(200, 'en')).toBe('1 kB');
    expect(formatFileSize(1_250_000, 'en')).toBe('1.3 MB');
  });
});
