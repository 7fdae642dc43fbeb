import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Id, Instant } from '../fields.ts';
import { DemoText, DemoTitle, SeededId } from './todo.ts';

// The calendar app of the demo template (seed appendix, D18): hiring-season events. Sample data in
// English (D17).

export const CalendarEvent = Type.Object({
  id: Id,
  title: DemoTitle,
  description: DemoText,
  start: Instant,
  end: Instant,
  allDay: Type.Boolean(),
});
export type CalendarEvent = Static<typeof CalendarEvent>;

export const CalendarEventsResponse = Envelope(
  Type.Array(CalendarEvent, { description: 'By start' }),
);
export type CalendarEventsResponse = Static<typeof CalendarEventsResponse>;
export const CalendarEventResponse = Envelope(CalendarEvent);
export type CalendarEventResponse = Static<typeof CalendarEventResponse>;

export const CreateCalendarEventRequest = Type.Object({
  title: DemoTitle,
  description: Type.Optional(DemoText),
  start: Instant,
  end: Type.String({ format: 'date-time', description: 'Not before start' }),
  allDay: Type.Optional(Type.Boolean()),
});
export type CreateCalendarEventRequest = Static<typeof CreateCalendarEventRequest>;

export const UpdateCalendarEventRequest = Type.Object({
  id: SeededId(1),
  title: Type.Optional(DemoTitle),
  description: Type.Optional(DemoText),
  start: Type.Optional(Instant),
  end: Type.Optional(Instant),
  allDay: Type.Optional(Type.Boolean()),
});
export type UpdateCalendarEventRequest = Static<typeof UpdateCalendarEventRequest>;
