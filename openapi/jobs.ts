import Type, { type Static } from 'typebox';
import { LakhPerAnnum, Slug, Stage, StageCounts } from './applications.ts';
import { EligibilityReason } from './eligibility.ts';
import { Envelope } from './envelope.ts';
import {
  assessmentMaxMinutes,
  assessmentMinMinutes,
  cgpaMax,
  experienceMaxYears,
  jobBacklogsMax,
  jobDescriptionMaxLength,
  jobLocationsMax,
  jobSkillsMax,
  jobTitleMaxLength,
  jobTitleMinLength,
  percentMax,
  searchMaxLength,
  tagMaxLength,
  tagMinLength,
} from './field-rules.ts';
import { Id, Instant, SingleLine } from './fields.ts';
import { Page, pageQuery } from './paging.ts';

// Companies and their jobs (D13, D19, D20): a recruiter posts a job as a draft, publishes it to the
// institutes it names, and closes or reopens it; students see the open jobs they are eligible for.

/** A company: its recruiters and client admin see its jobs, and nothing of any other (D19). */
export const Company = Type.Object({ CompanyID: Id, name: Type.String(), city: Type.String() });
export type Company = Static<typeof Company>;

export const JobStatus = Type.Union([
  Type.Literal('draft'),
  Type.Literal('open'),
  Type.Literal('closed'),
]);
export type JobStatus = Static<typeof JobStatus>;

/** Full time, an internship, an internship with a pre-placement offer, or a contract. */
export const JobType = Type.Union([
  Type.Literal('fullTime'),
  Type.Literal('internship'),
  Type.Literal('internshipPpo'),
  Type.Literal('contract'),
]);
export type JobType = Static<typeof JobType>;

/** A skill, a location or a badge as typed. */
export const Tag = SingleLine({ minLength: tagMinLength, maxLength: tagMaxLength });

/** CTC in lakh rupees per annum; `min` is at most `max`. */
export const CtcRange = Type.Object({ min: LakhPerAnnum, max: LakhPerAnnum });
export type CtcRange = Static<typeof CtcRange>;

const years = Type.Integer({ minimum: 0, maximum: experienceMaxYears });

/** Experience in whole years; `min` is at most `max` (0–0 for freshers). */
export const ExperienceRange = Type.Object({ min: years, max: years });
export type ExperienceRange = Static<typeof ExperienceRange>;

/** The job's test (D13): a course of courses/v1/listSimple and its length in minutes. */
export const Assessment = Type.Object({
  CourseID: Id,
  durationMinutes: Type.Integer({ minimum: assessmentMinMinutes, maximum: assessmentMaxMinutes }),
});
export type Assessment = Static<typeof Assessment>;

/**
 * Who may apply (D20): students of these institutes (and of these classes, when any are named),
 * with at least this CGPA, at most this many active backlogs, graduating in one of these years
 * (any year when none are named). A null limit does not apply.
 */
export const Eligibility = Type.Object({
  instituteIDs: Type.Array(Id, { minItems: 1, maxItems: 50, uniqueItems: true }),
  classIDs: Type.Array(Id, { maxItems: 200, uniqueItems: true }),
  minCGPA: Type.Union([Type.Number({ minimum: 0, maximum: cgpaMax }), Type.Null()]),
  maxBacklogs: Type.Union([Type.Integer({ minimum: 0, maximum: jobBacklogsMax }), Type.Null()]),
  graduationYears: Type.Array(Type.Integer({ minimum: 2000, maximum: 2100 }), {
    maxItems: 10,
    uniqueItems: true,
  }),
});
export type Eligibility = Static<typeof Eligibility>;

/** What a recruiter types into /postjob (D13). */
const jobFields = {
  title: SingleLine({ minLength: jobTitleMinLength, maxLength: jobTitleMaxLength }),
  locations: Type.Array(Tag, { minItems: 1, maxItems: jobLocationsMax }),
  jobType: JobType,
  ctc: CtcRange,
  experience: ExperienceRange,
  skills: Type.Array(Tag, { maxItems: jobSkillsMax }),
  eligibility: Eligibility,
  /** The test's cut-off as a percentage of its marks; null without one. */
  minScore: Type.Union([Type.Integer({ minimum: 0, maximum: percentMax }), Type.Null()]),
  /** The job's test; null for a job without one (Applied → Shortlisted). */
  assessment: Type.Union([Assessment, Type.Null()]),
  /** The last moment to apply. */
  deadline: Instant,
  /** Rich text as HTML (D23); the server keeps it cleaned by its allowlist. */
  description: Type.String({ maxLength: jobDescriptionMaxLength }),
};

export const JobCreateRequest = Type.Object(jobFields);
export type JobCreateRequest = Static<typeof JobCreateRequest>;

/** Replaces a job's fields; the assessment cannot change once the job is published. */
export const JobUpdateRequest = Type.Object({ JobID: Id, ...jobFields });
export type JobUpdateRequest = Static<typeof JobUpdateRequest>;

export const JobIdRequest = Type.Object({ JobID: Id });
export type JobIdRequest = Static<typeof JobIdRequest>;

export const PostedBy = Type.Object({ UserID: Id, displayName: Type.String() });
export type PostedBy = Static<typeof PostedBy>;

/** A job as the server keeps it. */
export const Job = Type.Object({
  JobID: Id,
  slug: Slug,
  company: Company,
  ...jobFields,
  status: JobStatus,
  postedBy: PostedBy,
  createdAt: Instant,
  updatedAt: Instant,
  publishedAt: Type.Union([Instant, Type.Null()]),
  closedAt: Type.Union([Instant, Type.Null()]),
});
export type Job = Static<typeof Job>;

/** A job in a list: everything but the description. */
export const JobSummary = Type.Omit(Job, ['description']);
export type JobSummary = Static<typeof JobSummary>;

/** What the caller may do with a job, as the server decides it. */
export const JobAccess = Type.Object({
  /** Change its fields: the recruiter who posted it. */
  edit: Type.Boolean(),
  /** Publish, close or reopen it: the recruiter who posted it and the company's client admin. */
  changeStatus: Type.Boolean(),
  /** Move its candidates: the recruiter who posted it. */
  moveCandidates: Type.Boolean(),
  /** Apply to it now: an eligible student who has not applied, while it is open. */
  apply: Type.Boolean(),
});
export type JobAccess = Static<typeof JobAccess>;

// The reasons live beside the error envelope, which a NOT_ELIGIBLE refusal carries them in.
export { EligibilityCode, EligibilityReason } from './eligibility.ts';

export const StudentEligibility = Type.Object({
  eligible: Type.Boolean(),
  reasons: Type.Array(EligibilityReason),
});
export type StudentEligibility = Static<typeof StudentEligibility>;

/** The student's own application to a job, when there is one. */
export const MyApplicationRef = Type.Object({ ApplicationID: Id, stage: Stage });
export type MyApplicationRef = Static<typeof MyApplicationRef>;

/** An institute's figures for a job (D14 /alljobs). */
export const InstituteJobFigures = Type.Object({
  eligibleCount: Type.Integer({ minimum: 0 }),
  applicantCount: Type.Integer({ minimum: 0 }),
});
export type InstituteJobFigures = Static<typeof InstituteJobFigures>;

/** One job with what the caller's role sees of it; the parts for other roles are null. */
export const JobDetail = Type.Object({
  job: Job,
  access: JobAccess,
  /** The company's recruiters and client admin: the candidates at each stage. */
  stageCounts: Type.Union([StageCounts, Type.Null()]),
  /** A student: whether they may apply, and why not. */
  eligibility: Type.Union([StudentEligibility, Type.Null()]),
  myApplication: Type.Union([MyApplicationRef, Type.Null()]),
  /** An institute admin: their students' figures. */
  instituteFigures: Type.Union([InstituteJobFigures, Type.Null()]),
});
export type JobDetail = Static<typeof JobDetail>;

export const JobDetailResponse = Envelope(JobDetail);
export type JobDetailResponse = Static<typeof JobDetailResponse>;

export const JobQuery = Type.Object({ slug: Slug });
export type JobQuery = Static<typeof JobQuery>;

/** A job search: part of the title, a skill or a location, any case. */
export const JobSearch = SingleLine({ minLength: 1, maxLength: searchMaxLength });

export const CompanyJobsSort = Type.Union([
  Type.Literal('updatedAt'),
  Type.Literal('createdAt'),
  Type.Literal('deadline'),
  Type.Literal('title'),
  Type.Literal('applicants'),
]);

/** The company's jobs (D14 /myjobs, /jobs): a recruiter's own or everyone's, by status. */
export const CompanyJobsQuery = Type.Object({
  status: Type.Optional(JobStatus),
  /** Only the jobs this recruiter posted. */
  postedBy: Type.Optional(Id),
  jobType: Type.Optional(JobType),
  q: Type.Optional(JobSearch),
  sort: Type.Optional(CompanyJobsSort),
  ...pageQuery,
});
export type CompanyJobsQuery = Static<typeof CompanyJobsQuery>;

export const CompanyJobItem = Type.Object({
  job: JobSummary,
  access: JobAccess,
  stageCounts: StageCounts,
  applicantCount: Type.Integer({ minimum: 0 }),
});
export type CompanyJobItem = Static<typeof CompanyJobItem>;

export const StatusCounts = Type.Object({
  draft: Type.Integer({ minimum: 0 }),
  open: Type.Integer({ minimum: 0 }),
  closed: Type.Integer({ minimum: 0 }),
});
export type StatusCounts = Static<typeof StatusCounts>;

export const CompanyJobsPage = Type.Object({
  ...Page(CompanyJobItem).properties,
  /** The jobs of each status under the other filters, for the status tabs. */
  statusCounts: StatusCounts,
});
export type CompanyJobsPage = Static<typeof CompanyJobsPage>;

export const CompanyJobsResponse = Envelope(CompanyJobsPage);
export type CompanyJobsResponse = Static<typeof CompanyJobsResponse>;

export const InstituteJobsSort = Type.Union([
  Type.Literal('deadline'),
  Type.Literal('publishedAt'),
  Type.Literal('ctc'),
  Type.Literal('eligible'),
  Type.Literal('applicants'),
]);

/** The jobs open to the caller's institute (D14 /alljobs); open ones unless `status` says closed. */
export const InstituteJobsQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('closed')])),
  jobType: Type.Optional(JobType),
  q: Type.Optional(JobSearch),
  sort: Type.Optional(InstituteJobsSort),
  ...pageQuery,
});
export type InstituteJobsQuery = Static<typeof InstituteJobsQuery>;

export const InstituteJobItem = Type.Object({
  job: JobSummary,
  ...InstituteJobFigures.properties,
});
export type InstituteJobItem = Static<typeof InstituteJobItem>;

export const InstituteJobsResponse = Envelope(Page(InstituteJobItem));
export type InstituteJobsResponse = Static<typeof InstituteJobsResponse>;

export const StudentJobsSort = Type.Union([
  Type.Literal('deadline'),
  Type.Literal('publishedAt'),
  Type.Literal('ctc'),
]);

/**
 * The jobs open to the student's institute that take applications now (D14 /jobs, D20): the ones
 * they are eligible for, or with `eligibility=notEligible` the others, each with its reasons.
 */
export const StudentJobsQuery = Type.Object({
  eligibility: Type.Optional(Type.Union([Type.Literal('eligible'), Type.Literal('notEligible')])),
  jobType: Type.Optional(JobType),
  location: Type.Optional(Tag),
  /** Only jobs that pay at least this much, in lakh per annum (their CTC range reaches it). */
  minCtc: Type.Optional(LakhPerAnnum),
  q: Type.Optional(JobSearch),
  sort: Type.Optional(StudentJobsSort),
  ...pageQuery,
});
export type StudentJobsQuery = Static<typeof StudentJobsQuery>;

export const StudentJobItem = Type.Object({
  job: JobSummary,
  eligibility: StudentEligibility,
  myApplication: Type.Union([MyApplicationRef, Type.Null()]),
});
export type StudentJobItem = Static<typeof StudentJobItem>;

export const StudentJobsPage = Type.Object({
  ...Page(StudentJobItem).properties,
  /** Open jobs the student may apply to and may not, whatever the page shows. */
  eligibleTotal: Type.Integer({ minimum: 0 }),
  notEligibleTotal: Type.Integer({ minimum: 0 }),
});
export type StudentJobsPage = Static<typeof StudentJobsPage>;

export const StudentJobsResponse = Envelope(StudentJobsPage);
export type StudentJobsResponse = Static<typeof StudentJobsResponse>;
