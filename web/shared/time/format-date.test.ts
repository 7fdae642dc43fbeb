import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDay } from './format-date.ts';

describe('dates as the UI language writes them', () => {
  it('writes a calendar date on its own day, whatever the time zone', () => {
    expect(formatCalendarDate('2026-03-01', 'en')).toBe('1 Mar 2026');
  });

  it('writes days in Tamil for tn', () => {
    expect(formatCalendarDate('2026-03-01', 'tn')).toMatch(/[\u0B80-\u0BFF]/);
  });

  it('writes the day of an instant', () => {
    expect(formatDay('2026-03-01T06:30:00.000Z', 'en')).toBe('1 Mar 2026');
  });
});
