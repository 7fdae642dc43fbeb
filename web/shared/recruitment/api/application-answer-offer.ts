import type { OperationRequest } from '#openapi/operation-route.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import { callApi } from '../../api/api-client.ts';
import { useRecruitmentChange } from './use-recruitment-change.ts';

export type AnswerOfferInput = Exclude<
  OperationRequest<typeof applicationRoutes.applicationAnswerOffer>['body'],
  undefined
>;

/** POST applications/v1/answerOffer: the student accepts or declines an offer (D21). */
export const answerOffer = (body: AnswerOfferInput) =>
  callApi(applicationRoutes.applicationAnswerOffer, { body });

export const useAnswerOffer = () => useRecruitmentChange(answerOffer);
