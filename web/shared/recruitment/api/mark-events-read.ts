import type { OperationRequest } from '#openapi/operation-route.ts';
import * as eventRoutes from '#openapi/routes/events.gen.ts';
import { callApi } from '../../api/api-client.ts';

export type MarkReadInput = Exclude<
  OperationRequest<typeof eventRoutes.markEventsRead>['body'],
  undefined
>;

/** POST events/v1/markRead: the caller has seen these events (D26, D34); `marked` says how many were theirs. */
export const markEventsRead = (body: MarkReadInput) =>
  callApi(eventRoutes.markEventsRead, { body });
