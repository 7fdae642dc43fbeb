import type {
  AnswerOfferRequest,
  ApplyRequest,
  MyApplicationsQuery,
  WithdrawRequest,
} from '#openapi/applications.ts';
import * as shared from '../../../shared/recruitment/api/applications.ts';

// The shared fetchers' input types come out as `never` in web/shared/recruitment/api/
// applications.ts (its BodyOf/QueryOf wrap the contract's deferred request type in NonNullable,
// which TypeScript resolves to never). Until that is fixed there, these give the same fetchers the
// contract's own request types: same calls, same query keys.

export const applyToJob = (body: ApplyRequest) => shared.applyToJob(body as never);
export const withdrawApplication = (body: WithdrawRequest) =>
  shared.withdrawApplication(body as never);
export const answerOffer = (body: AnswerOfferRequest) => shared.answerOffer(body as never);
export const myApplicationsQueryOptions = (query: MyApplicationsQuery) =>
  shared.myApplicationsQueryOptions(query as never);
