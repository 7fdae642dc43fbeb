import { queryOptions } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as eventRoutes from '#openapi/routes/events.gen.ts';
import { callApi } from '../../api/api-client.ts';
import { recruitmentKey } from './keys.ts';

// A student's events on their applications (D26): the bell's dot and the drawer's list.

export type EventsQuery = NonNullable<OperationRequest<typeof eventRoutes.studentEvents>['query']>;
export type MarkReadInput = NonNullable<
  OperationRequest<typeof eventRoutes.markEventsRead>['body']
>;

export const eventsQueryOptions = (query: EventsQuery) =>
  queryOptions({
    queryKey: [...recruitmentKey, 'events', query],
    queryFn: () => callApi(eventRoutes.studentEvents, { query }),
  });

export const markEventsRead = (body: MarkReadInput) =>
  callApi(eventRoutes.markEventsRead, { body });
