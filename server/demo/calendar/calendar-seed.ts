import type { CalendarEvent } from '#openapi/demo/calendar.ts';

// The calendar's samples: a hiring season around the demo's clock; sample data in English (D17).
const hour = 60 * 60 * 1000;
const day = 24 * hour;

type SeedEvent = [
  title: string,
  description: string,
  dayOffset: number,
  startHour: number,
  hours: number,
];

const events: SeedEvent[] = [
  ['Pre-placement talk at Kaveri', 'Main hall; bring the slides and the video.', -6, 10, 2],
  ['Aptitude test window', 'Online test open to every Kaveri applicant.', -3, 9, 0],
  ['Interview panel: Kaveri', 'Rooms 2 and 3.', 0, 9.5, 7.5],
  ['Hiring sync', 'Weekly call with Arjun and the panel leads.', 1, 16, 1],
  ['Campus drive: Malabar', 'Full day on campus.', 4, 9, 0],
  ['Offer letters go out', 'Malabar batch.', 8, 11, 1],
  ['Campus drive: Deccan', 'Second slot confirmed by the placement cell.', 12, 9, 0],
  ['Joining day orientation', 'New trainees, head office.', 25, 10, 4],
];

export function seedCalendarEvents(now: number): CalendarEvent[] {
  const today = Math.floor(now / day) * day;
  return events.map(([title, description, dayOffset, startHour, hours], index) => {
    // Zero hours means an all-day event.
    const allDay = hours === 0;
    const start = today + dayOffset * day + (allDay ? 0 : startHour * hour);
    const end = allDay ? start + day - 1 : start + hours * hour;
    return {
      id: index + 1,
      title,
      description,
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      allDay,
    };
  });
}
