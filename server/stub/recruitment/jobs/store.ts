import type {
  Assessment,
  Company,
  CtcRange,
  Eligibility,
  ExperienceRange,
  JobStatus,
  JobType,
} from '#openapi/jobs.ts';

/** A job as the stub keeps it; times are epoch ms of the stub's clock. */
export type JobRecord = {
  JobID: number;
  slug: string;
  CompanyID: number;
  /** The recruiter who posted it: the only one who edits it and moves its candidates (D19). */
  postedBy: number;
  title: string;
  locations: string[];
  jobType: JobType;
  ctc: CtcRange;
  experience: ExperienceRange;
  skills: string[];
  eligibility: Eligibility;
  minScore: number | null;
  assessment: Assessment | null;
  deadline: number;
  /** HTML cleaned by the allowlist (D23). */
  description: string;
  status: JobStatus;
  createdAt: number;
  updatedAt: number;
  publishedAt: number | null;
  closedAt: number | null;
};

/** The jobs area's slice: companies, who works for which, and their jobs. */
export type JobsStore = {
  companies: Map<number, Company>;
  /** Recruiters' and client admins' company, by UserID (D19). */
  companyOf: Map<number, number>;
  jobs: Map<number, JobRecord>;
  jobIDBySlug: Map<string, number>;
  nextJobID: number;
};
