import type { OperationRequest } from '#openapi/operation-route.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import { callApi } from '../../api/api-client.ts';

export type WithdrawOfferInput = Exclude<
  OperationRequest<typeof applicationRoutes.applicationWithdrawOffer>['body'],
  undefined
>;

/** POST applications/v1/withdrawOffer: the job's recruiter takes back an unanswered offer (D33). */
export const withdrawOffer = (body: WithdrawOfferInput) =>
  callApi(applicationRoutes.applicationWithdrawOffer, { body });
