import * as calendarRoutes from '#openapi/routes/demo-calendar.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';
import { useCalendarMutation } from './use-calendar-mutation.ts';

/** POST /calendar-app/remove-event: Delete an event. */
export function removeCalendarEvent(id: number) {
  return callApi(calendarRoutes.removeCalendarEvent, { body: { id } });
}

export const useRemoveCalendarEvent = () => useCalendarMutation(removeCalendarEvent);
