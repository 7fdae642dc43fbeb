import type { CalendarEvent } from '#openapi/demo/calendar.ts';

/** The first of `date`'s month, at midnight where the reader is. */
export const monthOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1);

/** The month `months` on (or back) from `month`'s first. */
export const monthsOn = (month: Date, months: number) =>
  new Date(month.getFullYear(), month.getMonth() + months, 1);

/**
 * The six weeks a month view shows, Sunday first (as antd's Calendar in its English locale):
 * the month's days with the last days before it and the first after.
 */
export function monthWeeks(month: Date): Date[][] {
  const first = monthOf(month);
  const start = new Date(first.getFullYear(), first.getMonth(), 1 - first.getDay());
  return Array.from({ length: 6 }, (_, week) =>
    Array.from(
      { length: 7 },
      (_, day) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + week * 7 + day),
    ),
  );
}

/** Whether two dates are one day where the reader is. */
export const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/** The events that touch a day (an event may span several), where the reader is. */
export function eventsOn(events: readonly CalendarEvent[], day: Date): CalendarEvent[] {
  const dayStart = day.getTime();
  const dayEnd = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1).getTime() - 1;
  return events.filter(
    (event) => Date.parse(event.start) <= dayEnd && Date.parse(event.end) >= dayStart,
  );
}
