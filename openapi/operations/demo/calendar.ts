import {
  CalendarEventResponse,
  CalendarEventsResponse,
  CreateCalendarEventRequest,
  UpdateCalendarEventRequest,
} from '../../demo/calendar.ts';
import { RemovedIdResponse, TodoIdRequest } from '../../demo/todo.ts';
import { answeredWith, refusalsOf } from '../../refusals.ts';

/** The calendar app's refusals by code, shared by the demo stubs and the contract. */
export const CalendarRefusals = { EVENT_NOT_FOUND: 'Event not found' } as const;

const op = { tag: 'demo', auth: false } as const;

export const CalendarOps = {
  calendarEvents: {
    ...op,
    operationId: 'calendarEvents',
    method: 'get',
    path: '/calendar-app/events',
    summary: 'The calendar events, by start',
    response: CalendarEventsResponse,
  },
  createCalendarEvent: {
    ...op,
    operationId: 'createCalendarEvent',
    method: 'post',
    path: '/calendar-app/create-event',
    summary: 'Add an event (end not before start)',
    body: CreateCalendarEventRequest,
    response: CalendarEventResponse,
  },
  updateCalendarEvent: {
    ...op,
    operationId: 'updateCalendarEvent',
    method: 'post',
    path: '/calendar-app/update-event',
    summary: 'Change an event',
    body: UpdateCalendarEventRequest,
    response: CalendarEventResponse,
    ...answeredWith(404, refusalsOf(CalendarRefusals, 'EVENT_NOT_FOUND')),
  },
  removeCalendarEvent: {
    ...op,
    operationId: 'removeCalendarEvent',
    method: 'post',
    path: '/calendar-app/remove-event',
    summary: 'Delete an event',
    body: TodoIdRequest,
    response: RemovedIdResponse,
    ...answeredWith(404, refusalsOf(CalendarRefusals, 'EVENT_NOT_FOUND')),
  },
} as const;
