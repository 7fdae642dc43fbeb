import type { OperationRequest } from '#openapi/operation-route.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import { callApi } from '../../api/api-client.ts';

export type MoveManyInput = Exclude<
  OperationRequest<typeof applicationRoutes.applicationMoveMany>['body'],
  undefined
>;

/** POST applications/v1/moveMany: many applications of a job to one stage (D21). */
export const moveApplications = (body: MoveManyInput) =>
  callApi(applicationRoutes.applicationMoveMany, { body });
