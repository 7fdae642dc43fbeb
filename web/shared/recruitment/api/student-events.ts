import { queryOptions } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as eventRoutes from '#openapi/routes/events.gen.ts';
import { callApi } from '../../api/api-client.ts';
import { recruitmentKey } from './keys.ts';

export type EventsQuery = Exclude<
  OperationRequest<typeof eventRoutes.studentEvents>['query'],
  undefined
>;

/** Every events query's key starts here. */
export const eventsKey = [...recruitmentKey, 'events'] as const;

/** GET events/v1/list: a student's events on their applications (D26), for the bell's dot and the drawer's list. */
export const eventsQueryOptions = (query: EventsQuery) =>
  queryOptions({
    queryKey: [...eventsKey, query],
    queryFn: () => callApi(eventRoutes.studentEvents, { query }),
  });
