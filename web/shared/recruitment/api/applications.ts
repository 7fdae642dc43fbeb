import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OperationRequest } from '#openapi/operation-route.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import { callApi } from '../../api/api-client.ts';
import { recruitmentKey } from './keys.ts';

// Applications and their stages (D21), one fetcher per operation of openapi/operations/applications.ts.

type Routes = (typeof applicationRoutes)[keyof typeof applicationRoutes];
// Exclude, not NonNullable: TypeScript 7 reduces NonNullable of this generic lookup to never,
// which typed every input below as never.
type BodyOf<Route extends Routes> = Exclude<OperationRequest<Route>['body'], undefined>;
type QueryOf<Route extends Routes> = Exclude<OperationRequest<Route>['query'], undefined>;

export type MoveInput = BodyOf<typeof applicationRoutes.applicationMove>;
export type MoveManyInput = BodyOf<typeof applicationRoutes.applicationMoveMany>;
export type AnswerOfferInput = BodyOf<typeof applicationRoutes.applicationAnswerOffer>;
export type MyApplicationsQuery = QueryOf<typeof applicationRoutes.myApplications>;
export type CandidatesQuery = QueryOf<typeof applicationRoutes.jobCandidates>;

export const applyToJob = (body: BodyOf<typeof applicationRoutes.applicationApply>) =>
  callApi(applicationRoutes.applicationApply, { body });
export const withdrawApplication = (body: BodyOf<typeof applicationRoutes.applicationWithdraw>) =>
  callApi(applicationRoutes.applicationWithdraw, { body });
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
