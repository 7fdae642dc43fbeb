import { describe, expect, it, vi } from 'vitest';
import { formatBytes, formatDate } from './format.ts';

describe('formatBytes', () => {
  it('counts in powers of 1024 with one decimal below 100', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(243 * 1024, 'en')).toBe('243 KB');
    expect(formatBytes(48_200 * 1024, 'en')).toBe('47.1 MB');
    expect(formatBytes(0, 'en')).toBe('0 B');
  });
});

describe('formatDate', () => {
  const at = '2026-03-12T10:15:00.000Z';

  it('writes the day, and with the time its time, by the app’s rules for each language', () => {
    expect(formatDate(at, 'en')).toBe('12 Mar 2026');
    expect(formatDate(at, 'en', true)).toBe(
      new Date(at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(formatDate(at, 'tn')).toBe(
      new Date(at).toLocaleString('ta-IN', { dateStyle: 'medium' }),
    );
    // Tamil names the part of the day in its own words, not "AM"/"PM" (format-date.ts).
    expect(formatDate(at, 'tn', true)).not.toMatch(/AM|PM/i);
  });

  it('makes its formatter once, not at each date as toLocaleString does (issue 29)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const perDate = vi.spyOn(Date.prototype, 'toLocaleString');
    for (let day = 10; day <= 29; day++) formatDate(`2026-04-${day}T09:00:00.000Z`, 'en', true);
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    expect(perDate).not.toHaveBeenCalled();
    made.mockRestore();
    perDate.mockRestore();
  });
});

describe('formatBytes in Tamil', () => {
  it('writes the figure as Tamil (ta-IN) writes numbers, not as Setswana (tn) does', () => {
    expect(formatBytes(1000 * 1024, 'tn')).toBe('1,000 KB');
    expect(formatBytes(1000 * 1024, 'en')).toBe('1,000 KB');
  });
});
