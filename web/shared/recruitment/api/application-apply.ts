import type { OperationRequest } from '#openapi/operation-route.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import { callApi } from '../../api/api-client.ts';
import { useRecruitmentChange } from './use-recruitment-change.ts';

export type ApplyInput = Exclude<
  OperationRequest<typeof applicationRoutes.applicationApply>['body'],
  undefined
>;

/** POST applications/v1/apply: the student applies (D21). */
export const applyToJob = (body: ApplyInput) =>
  callApi(applicationRoutes.applicationApply, { body });

export const useApplyToJob = () => useRecruitmentChange(applyToJob);
