import { Hono } from 'hono';
import type { CalendarEvent } from '#openapi/demo/calendar.ts';
import { CalendarOps } from '#openapi/operations/demo/calendar.ts';
import { route } from '../../contract/route.ts';
import { nextId } from '../next-id.ts';

/** The calendar's state; `reset()` swaps in a fresh copy of the seed. */
export type CalendarStore = { events: CalendarEvent[] };

const endBeforeStart = [{ field: '/end', message: 'must not be before start' }];
const byStart = (a: CalendarEvent, b: CalendarEvent) => Date.parse(a.start) - Date.parse(b.start);

/** The calendar app (D18): events, create, update, remove. */
export function createCalendarRoutes(store: CalendarStore) {
  const app = new Hono();

  route(app, CalendarOps.calendarEvents, () => ({
    message: 'Events',
    body: [...store.events].sort(byStart),
  }));

  route(app, CalendarOps.createCalendarEvent, ({ body, invalid }) => {
    if (Date.parse(body.end) < Date.parse(body.start)) return invalid(endBeforeStart);
    const event: CalendarEvent = {
      id: nextId(store.events),
      title: body.title,
      description: body.description ?? '',
      start: body.start,
      end: body.end,
      allDay: body.allDay ?? false,
    };
    store.events.push(event);
    return { message: 'Event added', body: event };
  });

  route(app, CalendarOps.updateCalendarEvent, ({ body: { id, ...changes }, refuse, invalid }) => {
    const event = store.events.find((item) => item.id === id);
    if (!event) return refuse('EVENT_NOT_FOUND');
    const next = { ...event, ...changes };
    if (Date.parse(next.end) < Date.parse(next.start)) return invalid(endBeforeStart);
    Object.assign(event, next);
    return { message: 'Event saved', body: event };
  });

  route(app, CalendarOps.removeCalendarEvent, ({ body: { id }, refuse }) => {
    const index = store.events.findIndex((item) => item.id === id);
    if (index === -1) return refuse('EVENT_NOT_FOUND');
    store.events.splice(index, 1);
    return { message: 'Event deleted', body: { id } };
  });

  return app;
}
