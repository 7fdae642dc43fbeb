import {
  CompanyJobsQuery,
  CompanyJobsResponse,
  InstituteJobsQuery,
  InstituteJobsResponse,
  JobCreateRequest,
  JobDetailResponse,
  JobIdRequest,
  JobQuery,
  JobUpdateRequest,
  StudentJobsQuery,
  StudentJobsResponse,
} from '../jobs.ts';
import { refusalsOf } from '../refusals.ts';

/**
 * The refusals of the recruitment core by code, shared by its areas (jobs, applications, profiles,
 * events); each operation lists the ones it may answer. A call outside the caller's rights changes
 * nothing (D19–D22).
 */
export const RecruitmentRefusals = {
  ROLE_NOT_ALLOWED: 'This is not available to your role',
  JOB_NOT_FOUND: 'No such job',
  JOB_READ_ONLY: 'Only the recruiter who posted this job can do this',
  JOB_NOT_DRAFT: 'Only a draft can be published',
  JOB_NOT_OPEN: 'This job is not open',
  JOB_NOT_CLOSED: 'Only a closed job can be reopened',
  JOB_DEADLINE_PASSED: 'The application deadline has passed; set a later one first',
  ASSESSMENT_LOCKED: 'The assessment cannot change once the job is published',
  APPLICATION_DEADLINE_PASSED: 'The last date to apply for this job has passed',
  NOT_ELIGIBLE: 'You are not eligible for this job',
  ALREADY_APPLIED: 'You have already applied to this job',
  APPLICATION_NOT_FOUND: 'No such application',
  STAGE_CHANGED: 'This application has moved since you saw it; nothing was changed',
  ILLEGAL_MOVE: 'This application cannot move to that stage from where it is',
  CANNOT_WITHDRAW: 'An application can be withdrawn only before an offer is made',
  NO_OFFER: 'There is no offer to answer on this application',
  PROFILE_NOT_SHARED: 'This profile is not shared with you',
} as const;

const jobChange = ['ROLE_NOT_ALLOWED', 'JOB_NOT_FOUND', 'JOB_READ_ONLY'] as const;

export const JobOps = {
  jobCreate: {
    operationId: 'jobCreate',
    method: 'post',
    path: '/jobs/v1/create',
    tag: 'extension',
    summary:
      'A recruiter posts a job as a draft of their company; only the company sees it (D13, D19)',
    auth: true,
    body: JobCreateRequest,
    response: JobDetailResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED'),
  },
  jobUpdate: {
    operationId: 'jobUpdate',
    method: 'post',
    path: '/jobs/v1/update',
    tag: 'extension',
    summary:
      "Replace a job's fields: the recruiter who posted it; the assessment is fixed once published",
    auth: true,
    body: JobUpdateRequest,
    response: JobDetailResponse,
    refusals: refusalsOf(RecruitmentRefusals, ...jobChange, 'ASSESSMENT_LOCKED'),
  },
  jobPublish: {
    operationId: 'jobPublish',
    method: 'post',
    path: '/jobs/v1/publish',
    tag: 'extension',
    summary:
      "Open a draft to its institutes: the recruiter who posted it or the company's client admin",
    auth: true,
    body: JobIdRequest,
    response: JobDetailResponse,
    refusals: refusalsOf(RecruitmentRefusals, ...jobChange, 'JOB_NOT_DRAFT', 'JOB_DEADLINE_PASSED'),
  },
  jobClose: {
    operationId: 'jobClose',
    method: 'post',
    path: '/jobs/v1/close',
    tag: 'extension',
    summary:
      'Stop taking applications; its candidates keep moving: the recruiter who posted it or the client admin',
    auth: true,
    body: JobIdRequest,
    response: JobDetailResponse,
    refusals: refusalsOf(RecruitmentRefusals, ...jobChange, 'JOB_NOT_OPEN'),
  },
  jobReopen: {
    operationId: 'jobReopen',
    method: 'post',
    path: '/jobs/v1/reopen',
    tag: 'extension',
    summary: 'Take applications again: the recruiter who posted it or the client admin',
    auth: true,
    body: JobIdRequest,
    response: JobDetailResponse,
    refusals: refusalsOf(
      RecruitmentRefusals,
      ...jobChange,
      'JOB_NOT_CLOSED',
      'JOB_DEADLINE_PASSED',
    ),
  },
  jobGet: {
    operationId: 'jobGet',
    method: 'get',
    path: '/jobs/v1/get',
    tag: 'extension',
    summary: "One job by its slug, with what the caller's role sees of it",
    auth: true,
    query: JobQuery,
    response: JobDetailResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED', 'JOB_NOT_FOUND'),
  },
  companyJobs: {
    operationId: 'companyJobs',
    method: 'get',
    path: '/jobs/v1/listCompanyJobs',
    tag: 'extension',
    summary: "The company's jobs with their candidates per stage: recruiters and the client admin",
    auth: true,
    query: CompanyJobsQuery,
    response: CompanyJobsResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED'),
  },
  instituteJobs: {
    operationId: 'instituteJobs',
    method: 'get',
    path: '/jobs/v1/listInstituteJobs',
    tag: 'extension',
    summary: "Jobs open to the institute admin's institute, with eligible students and applicants",
    auth: true,
    query: InstituteJobsQuery,
    response: InstituteJobsResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED'),
  },
  studentJobs: {
    operationId: 'studentJobs',
    method: 'get',
    path: '/jobs/v1/listStudentJobs',
    tag: 'extension',
    summary:
      'Open jobs the student is eligible for, or not with the reasons, and both counts (D20)',
    auth: true,
    query: StudentJobsQuery,
    response: StudentJobsResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED'),
  },
} as const;
