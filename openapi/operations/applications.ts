import {
  AnswerOfferRequest,
  ApplicationQuery,
  ApplicationResponse,
  ApplyRequest,
  CandidatesQuery,
  CandidatesResponse,
  MoveManyRequest,
  MoveManyResponse,
  MoveRequest,
  MyApplicationsQuery,
  MyApplicationsResponse,
  ReviseOfferRequest,
  StubApplicantsRequest,
  StubApplicantsResponse,
  WithdrawOfferRequest,
  WithdrawRequest,
} from '../applications.ts';
import { refusalsOf } from '../refusals.ts';
import { RecruitmentRefusals } from './jobs.ts';

/** Who may change an offer and when (D19, D33). */
const offerChange = [
  'ROLE_NOT_ALLOWED',
  'APPLICATION_NOT_FOUND',
  'JOB_READ_ONLY',
  'NO_OPEN_OFFER',
  'OFFER_ANSWERED',
] as const;

export const ApplicationOps = {
  applicationApply: {
    operationId: 'applicationApply',
    method: 'post',
    path: '/applications/v1/apply',
    tag: 'extension',
    summary:
      "A student applies to an open job they are eligible for; a job's test is assigned at once (D21)",
    auth: true,
    body: ApplyRequest,
    response: ApplicationResponse,
    refusals: refusalsOf(
      RecruitmentRefusals,
      'ROLE_NOT_ALLOWED',
      'JOB_NOT_FOUND',
      'JOB_NOT_OPEN',
      'APPLICATION_DEADLINE_PASSED',
      'NOT_ELIGIBLE',
      'ALREADY_APPLIED',
    ),
  },
  applicationWithdraw: {
    operationId: 'applicationWithdraw',
    method: 'post',
    path: '/applications/v1/withdraw',
    tag: 'extension',
    summary: 'The student withdraws their application, before an offer (D21)',
    auth: true,
    body: WithdrawRequest,
    response: ApplicationResponse,
    refusals: refusalsOf(
      RecruitmentRefusals,
      'ROLE_NOT_ALLOWED',
      'APPLICATION_NOT_FOUND',
      'CANNOT_WITHDRAW',
      'ALREADY_WITHDRAWN',
      'ALREADY_REJECTED',
    ),
  },
  applicationAnswerOffer: {
    operationId: 'applicationAnswerOffer',
    method: 'post',
    path: '/applications/v1/answerOffer',
    tag: 'extension',
    summary: 'The student accepts or declines the offer on their application (D21, D25)',
    auth: true,
    body: AnswerOfferRequest,
    response: ApplicationResponse,
    refusals: refusalsOf(
      RecruitmentRefusals,
      'ROLE_NOT_ALLOWED',
      'APPLICATION_NOT_FOUND',
      'NO_OFFER',
    ),
  },
  myApplications: {
    operationId: 'myApplications',
    method: 'get',
    path: '/applications/v1/listMine',
    tag: 'extension',
    summary: "The student's applications, by stage",
    auth: true,
    query: MyApplicationsQuery,
    response: MyApplicationsResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED'),
  },
  jobCandidates: {
    operationId: 'jobCandidates',
    method: 'get',
    path: '/applications/v1/listCandidates',
    tag: 'extension',
    summary:
      "A job's candidates at one stage, filtered and sorted, with every stage's count: the company's recruiters and client admin; an institute admin sees only the institute's own students, read-only",
    auth: true,
    query: CandidatesQuery,
    response: CandidatesResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED', 'JOB_NOT_FOUND'),
  },
  applicationGet: {
    operationId: 'applicationGet',
    method: 'get',
    path: '/applications/v1/get',
    tag: 'extension',
    summary:
      'One application with its history: its student, the company, the student’s institute admin',
    auth: true,
    query: ApplicationQuery,
    response: ApplicationResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED', 'APPLICATION_NOT_FOUND'),
  },
  applicationMove: {
    operationId: 'applicationMove',
    method: 'post',
    path: '/applications/v1/move',
    tag: 'extension',
    summary:
      'The recruiter who posted the job moves one application from the stage they saw it in (D21)',
    auth: true,
    body: MoveRequest,
    response: ApplicationResponse,
    refusals: refusalsOf(
      RecruitmentRefusals,
      'ROLE_NOT_ALLOWED',
      'APPLICATION_NOT_FOUND',
      'JOB_READ_ONLY',
      'STAGE_CHANGED',
      'ILLEGAL_MOVE',
      'CTC_OUTSIDE_RANGE',
      'CTC_TYPING_ERROR',
    ),
  },
  applicationMoveMany: {
    operationId: 'applicationMoveMany',
    method: 'post',
    path: '/applications/v1/moveMany',
    tag: 'extension',
    summary:
      'Moves many applications of one job to one stage; each that cannot move is listed with its code and left as it was',
    auth: true,
    body: MoveManyRequest,
    response: MoveManyResponse,
    refusals: refusalsOf(
      RecruitmentRefusals,
      'ROLE_NOT_ALLOWED',
      'JOB_NOT_FOUND',
      'JOB_READ_ONLY',
      'CTC_OUTSIDE_RANGE',
      'CTC_TYPING_ERROR',
    ),
  },
  applicationReviseOffer: {
    operationId: 'applicationReviseOffer',
    method: 'post',
    path: '/applications/v1/reviseOffer',
    tag: 'extension',
    summary:
      "The recruiter who posted the job revises the offer's CTC, joining date or note until the student answers (D33)",
    auth: true,
    body: ReviseOfferRequest,
    response: ApplicationResponse,
    refusals: refusalsOf(
      RecruitmentRefusals,
      ...offerChange,
      'CTC_OUTSIDE_RANGE',
      'CTC_TYPING_ERROR',
    ),
  },
  applicationWithdrawOffer: {
    operationId: 'applicationWithdrawOffer',
    method: 'post',
    path: '/applications/v1/withdrawOffer',
    tag: 'extension',
    summary:
      'The recruiter who posted the job withdraws the offer until the student answers; the application returns to Interview, or Shortlisted without one (D33)',
    auth: true,
    body: WithdrawOfferRequest,
    response: ApplicationResponse,
    refusals: refusalsOf(RecruitmentRefusals, ...offerChange),
  },
} as const;

/** The QA surface's refusals for applications. */
export const ApplicationQaRefusals = {
  NO_SUCH_JOB: 'No such job',
  JOB_IS_DRAFT: 'A draft takes no applicants',
} as const;

/** QA calls of the recruitment core, under /__stub like the rest of the QA surface. */
export const ApplicationQaOps = {
  stubAddApplicants: {
    operationId: 'stubAddApplicants',
    method: 'post',
    path: '/__stub/applicants',
    tag: 'stub',
    summary: 'Adds generated students who applied to a job (at most 5000 a call), for scale tests',
    auth: false,
    body: StubApplicantsRequest,
    response: StubApplicantsResponse,
    refusals: refusalsOf(ApplicationQaRefusals, 'NO_SUCH_JOB', 'JOB_IS_DRAFT'),
  },
} as const;
