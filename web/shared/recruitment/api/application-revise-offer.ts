import type { OperationRequest } from '#openapi/operation-route.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import { callApi } from '../../api/api-client.ts';

export type ReviseOfferInput = Exclude<
  OperationRequest<typeof applicationRoutes.applicationReviseOffer>['body'],
  undefined
>;

/** POST applications/v1/reviseOffer: the job's recruiter corrects an unanswered offer (D33). */
export const reviseOffer = (body: ReviseOfferInput) =>
  callApi(applicationRoutes.applicationReviseOffer, { body });
