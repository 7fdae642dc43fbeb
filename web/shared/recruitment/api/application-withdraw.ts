import type { OperationRequest } from '#openapi/operation-route.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import { callApi } from '../../api/api-client.ts';
import { useRecruitmentChange } from './use-recruitment-change.ts';

export type WithdrawInput = Exclude<
  OperationRequest<typeof applicationRoutes.applicationWithdraw>['body'],
  undefined
>;

/** POST applications/v1/withdraw: the student takes an application back (D21). */
export const withdrawApplication = (body: WithdrawInput) =>
  callApi(applicationRoutes.applicationWithdraw, { body });

export const useWithdrawApplication = () => useRecruitmentChange(withdrawApplication);
