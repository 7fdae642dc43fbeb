import { describe, expect, it } from 'vitest';
import { interviewDate, todayInIndia } from './move-checks.ts';

describe("the interview form's date", () => {
  it("takes today as India's, not the browser's: past 18:30 UTC it is already tomorrow there", () => {
    expect(todayInIndia(new Date('2026-11-25T18:29:00Z'))).toBe('2026-11-25');
    expect(todayInIndia(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
  });

  it('refuses a day already past in India and takes today', () => {
    expect(interviewDate('2000-01-01')).toBe('pipeline.form.pastDate');
    expect(interviewDate(todayInIndia())).toBeUndefined();
    expect(interviewDate('')).toBe('pipeline.form.required');
  });
});
