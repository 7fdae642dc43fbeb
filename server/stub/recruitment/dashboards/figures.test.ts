import { describe, expect, it } from 'vitest';
import { bands10, conversion, daysBetween, daysFrom, indiaDay, median, round1 } from './figures.ts';

describe('dashboard figures', () => {
  it('takes the middle value, or the mean of the two middle ones, and none of nothing', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([1, 2])).toBe(1.5);
    expect(median([0.25, 0.3])).toBe(0.3);
    expect(median([])).toBeNull();
  });

  it('counts percentages in ten bands, 100 in the last one, empty bands kept', () => {
    const bands = bands10([0, 9.9, 10, 55, 89.9, 90, 100]);
    expect(bands.map((band) => band.count)).toEqual([2, 1, 0, 0, 0, 1, 0, 0, 1, 2]);
    expect(bands[0]).toEqual({ from: 0, to: 9, count: 2 });
    expect(bands[9]).toEqual({ from: 90, to: 100, count: 2 });
  });

  it('gives the share of one step that reached the next, in percent with one decimal', () => {
    expect(conversion(40, 12)).toBe(30);
    expect(conversion(3, 1)).toBe(33.3);
    expect(conversion(3, 2)).toBe(66.7);
    expect(conversion(0, 0)).toBeNull();
  });

  it('measures days between instants, fractions kept', () => {
    expect(daysBetween('2026-03-01T00:00:00Z', '2026-03-02T12:00:00Z')).toBe(1.5);
    expect(round1(daysBetween('2026-03-01T00:00:00Z', '2026-03-01T08:00:00Z'))).toBe(0.3);
  });

  it('names the day in India and lists every day of a range', () => {
    expect(indiaDay('2026-03-01T18:29:00Z')).toBe('2026-03-01');
    expect(indiaDay('2026-03-01T18:30:00Z')).toBe('2026-03-02');
    expect(daysFrom('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});
