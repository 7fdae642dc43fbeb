import { queryOptions, useQuery } from '@tanstack/react-query';
import * as calendarRoutes from '#openapi/routes/demo-calendar.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /calendar-app/events: every event, by start. */
export function getCalendarEvents() {
  return callApi(calendarRoutes.calendarEvents);
}

export const getCalendarEventsQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'calendar', 'events'], queryFn: getCalendarEvents });

export function useCalendarEvents() {
  return useQuery(getCalendarEventsQueryOptions());
}
