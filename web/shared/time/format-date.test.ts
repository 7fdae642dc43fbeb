import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDay, formatDayTime } from './format-date.ts';

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

describe('times of day as the UI language says them (issue 12, item 6)', () => {
  const fiveThirtyFiveAm = '2026-03-12T00:05:00Z';
  const threeThirtyFivePm = '2026-03-12T10:05:00Z';

  it('writes the part of the day in Tamil words, never "AM" or "PM"', () => {
    expect(formatDayTime(fiveThirtyFiveAm, 'tn', 'Asia/Kolkata')).toBe('12 மார்., 2026, காலை 5:35');
    expect(formatDayTime(threeThirtyFivePm, 'tn', 'Asia/Kolkata')).toBe(
      '12 மார்., 2026, பிற்பகல் 3:35',
    );
  });

  it('writes English times with am and pm', () => {
    expect(formatDayTime(fiveThirtyFiveAm, 'en', 'Asia/Kolkata')).toBe('12 Mar 2026, 5:35 am');
  });
});
