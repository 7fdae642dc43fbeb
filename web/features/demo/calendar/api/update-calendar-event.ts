import type { UpdateCalendarEventRequest } from '#openapi/demo/calendar.ts';
import * as calendarRoutes from '#openapi/routes/demo-calendar.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useCalendarMutation } from './use-calendar-mutation.ts';

/** POST /calendar-app/update-event: Change an event. */
export function updateCalendarEvent(body: UpdateCalendarEventRequest) {
  return callApi(calendarRoutes.updateCalendarEvent, { body });
}

export const useUpdateCalendarEvent = () => useCalendarMutation(updateCalendarEvent);
