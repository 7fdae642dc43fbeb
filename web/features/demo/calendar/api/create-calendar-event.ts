import type { CreateCalendarEventRequest } from '#openapi/demo/calendar.ts';
import * as calendarRoutes from '#openapi/routes/demo-calendar.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useCalendarMutation } from './use-calendar-mutation.ts';

/** POST /calendar-app/create-event: Add an event. */
export function createCalendarEvent(body: CreateCalendarEventRequest) {
  return callApi(calendarRoutes.createCalendarEvent, { body });
}

export const useCreateCalendarEvent = () => useCalendarMutation(createCalendarEvent);
