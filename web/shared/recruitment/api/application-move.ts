import type { OperationRequest } from '#openapi/operation-route.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import { callApi } from '../../api/api-client.ts';

export type MoveInput = Exclude<
  OperationRequest<typeof applicationRoutes.applicationMove>['body'],
  undefined
>;

/** POST applications/v1/move: one application to another stage (D21). */
export const moveApplication = (body: MoveInput) =>
  callApi(applicationRoutes.applicationMove, { body });
