import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '#openapi/demo/calendar.ts';
import { eventsOn, monthsOn, monthWeeks, sameDay } from './month-days.ts';

const at = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h);

describe("a month view's days", () => {
  it('shows six weeks from the Sunday on or before the first', () => {
    // 1 November 2026 is a Sunday; 1 December 2026 a Tuesday.
    const november = monthWeeks(at(2026, 11, 20));
    expect(november).toHaveLength(6);
    expect(november.every((week) => week.length === 7)).toBe(true);
    expect(sameDay(november[0]?.[0] as Date, at(2026, 11, 1))).toBe(true);
    const december = monthWeeks(at(2026, 12, 1));
    expect(sameDay(december[0]?.[0] as Date, at(2026, 11, 29))).toBe(true);
    expect(sameDay(december[5]?.[6] as Date, at(2027, 1, 9))).toBe(true);
  });

  it('moves by months across a year', () => {
    expect(sameDay(monthsOn(at(2026, 12, 1), 1), at(2027, 1, 1))).toBe(true);
    expect(sameDay(monthsOn(at(2026, 1, 1), -1), at(2025, 12, 1))).toBe(true);
  });

  it('puts an event on every day it touches', () => {
    const event = {
      id: 1,
      title: 'Drive',
      start: at(2026, 11, 3, 22).toISOString(),
      end: at(2026, 11, 5, 1).toISOString(),
    } as CalendarEvent;
    const days = [2, 3, 4, 5, 6].map((d) => eventsOn([event], at(2026, 11, d)).length);
    expect(days).toEqual([0, 1, 1, 1, 0]);
  });
});
