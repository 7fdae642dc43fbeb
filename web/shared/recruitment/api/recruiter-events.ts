import { queryOptions } from '@tanstack/react-query';
import * as eventRoutes from '#openapi/routes/events.gen.ts';
import { callApi } from '../../api/api-client.ts';
import { type EventsQuery, eventsKey } from './student-events.ts';

/** GET events/v1/recruiter/list: a recruiter's events on their own jobs (D34), for the bell. */
export const recruiterEventsQueryOptions = (query: EventsQuery) =>
  queryOptions({
    queryKey: [...eventsKey, 'recruiter', query],
    queryFn: () => callApi(eventRoutes.recruiterEvents, { query }),
  });
