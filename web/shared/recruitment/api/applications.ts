import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import { callApi } from '../../api/api-client.ts';
import { recruitmentKey } from './keys.ts';

// Applications and their stages (D21), one fetcher per operation of openapi/operations/applications.ts.

type Routes = (typeof applicationRoutes)[keyof typeof applicationRoutes];
// NonNullable goes on the instantiated types, not inside these generic aliases: there TypeScript
// reduces it to `never` for every route.
type BodyOf<Route extends Routes> = OperationRequest<Route>['body'];
type QueryOf<Route extends Routes> = OperationRequest<Route>['query'];

export type MoveInput = NonNullable<BodyOf<typeof applicationRoutes.applicationMove>>;
export type MoveManyInput = NonNullable<BodyOf<typeof applicationRoutes.applicationMoveMany>>;
export type AnswerOfferInput = NonNullable<BodyOf<typeof applicationRoutes.applicationAnswerOffer>>;
export type MyApplicationsQuery = NonNullable<QueryOf<typeof applicationRoutes.myApplications>>;
export type CandidatesQuery = NonNullable<QueryOf<typeof applicationRoutes.jobCandidates>>;

export const applyToJob = (body: NonNullable<BodyOf<typeof applicationRoutes.applicationApply>>) =>
  callApi(applicationRoutes.applicationApply, { body });
export const withdrawApplication = (
  body: NonNullable<BodyOf<typeof applicationRoutes.applicationWithdraw>>,
) => callApi(applicationRoutes.applicationWithdraw, { body });
export const answerOffer = (body: AnswerOfferInput) =>
  callApi(applicationRoutes.applicationAnswerOffer, { body });
export const moveApplication = (body: MoveInput) =>
  callApi(applicationRoutes.applicationMove, { body });
export const moveApplications = (body: MoveManyInput) =>
  callApi(applicationRoutes.applicationMoveMany, { body });

/** The student's own applications. */
export const myApplicationsQueryOptions = (query: MyApplicationsQuery) =>
  queryOptions({
    queryKey: [...recruitmentKey, 'myApplications', query],
    queryFn: () => callApi(applicationRoutes.myApplications, { query }),
    placeholderData: keepPreviousData,
  });

/** A job's candidates, one page, filtered and sorted by the server. */
export const candidatesQueryOptions = (query: CandidatesQuery) =>
  queryOptions({
    queryKey: [...recruitmentKey, 'candidates', query],
    queryFn: () => callApi(applicationRoutes.jobCandidates, { query }),
    placeholderData: keepPreviousData,
  });

/** One application with its history. */
export const applicationQueryOptions = (ApplicationID: number) =>
  queryOptions({
    queryKey: [...recruitmentKey, 'application', ApplicationID],
    queryFn: () => callApi(applicationRoutes.applicationGet, { query: { ApplicationID } }),
  });
