import type { Job, JobType } from '#openapi/jobs.ts';
import type { JobCreateInput } from '../../../shared/recruitment/api/job-create.ts';

/** A figure the recruiter has not typed yet: antd's InputNumber says null. */
type Typed = number | null;

/**
 * The /postjob form as antd's Form holds it: the request's own shape (so a 400's field pointer
 * names the form field), with what may still be empty left open and the deadline as a date.
 */
export type JobFormValues = {
  title: string;
  locations: string[];
  jobType: JobType | undefined;
  ctc: { min: Typed; max: Typed };
  experience: { min: Typed; max: Typed };
  skills: string[];
  eligibility: {
    instituteIDs: number[];
    classIDs: number[];
    minCGPA: Typed;
    maxBacklogs: Typed;
    graduationYears: number[];
  };
  minScore: Typed;
  /** No course: the job has no test (Applied → Shortlisted, D21). */
  assessment: { CourseID: number | undefined; durationMinutes: Typed };
  /** The last day to apply, YYYY-MM-DD in India's time; applications close at its end. */
  deadline: string;
  description: string;
};

/** The length of a new test, until the recruiter says otherwise. */
export const defaultTestMinutes = 60;

const indiaOffsetMs = 330 * 60 * 1000;

/** The calendar day in India at `instant` (ms), YYYY-MM-DD. */
export const indianDateOf = (instant: number) =>
  new Date(instant + indiaOffsetMs).toISOString().slice(0, 10);

/** The last moment of an Indian calendar day, as the contract's instant. */
export const endOfIndianDay = (date: string) =>
  new Date(`${date}T23:59:59.999+05:30`).toISOString();

/** A fresh posting: a campus job for freshers, open to any graduation year, without a test. */
export function emptyJobForm(): JobFormValues {
  return {
    title: '',
    locations: [],
    jobType: undefined,
    ctc: { min: null, max: null },
    experience: { min: 0, max: 0 },
    skills: [],
    eligibility: {
      instituteIDs: [],
      classIDs: [],
      minCGPA: null,
      maxBacklogs: null,
      graduationYears: [],
    },
    minScore: null,
    assessment: { CourseID: undefined, durationMinutes: defaultTestMinutes },
    deadline: '',
    description: '',
  };
}

/** A saved job as the form edits it. */
export function formValuesOf(job: Job): JobFormValues {
  return {
    title: job.title,
    locations: [...job.locations],
    jobType: job.jobType,
    ctc: { ...job.ctc },
    experience: { ...job.experience },
    skills: [...job.skills],
    eligibility: {
      ...job.eligibility,
      instituteIDs: [...job.eligibility.instituteIDs],
      classIDs: [...job.eligibility.classIDs],
      graduationYears: [...job.eligibility.graduationYears],
    },
    minScore: job.minScore,
    assessment: job.assessment
      ? { ...job.assessment }
      : { CourseID: undefined, durationMinutes: defaultTestMinutes },
    deadline: indianDateOf(Date.parse(job.deadline)),
    description: job.description,
  };
}

const tidy = (tags: string[]) => tags.map((tag) => tag.trim()).filter(Boolean);

/** A figure the rules have required: missing here is a bug, not something to fill in. */
function present<Value>(value: Value | null | undefined, field: string): Value {
  if (value === null || value === undefined) throw new Error(`${field} passed the rules empty`);
  return value;
}

/**
 * The request for form values the rules have passed. Without a course the cut-off goes too: it
 * needs a test to cut.
 */
export function jobRequestOf(values: JobFormValues): JobCreateInput {
  const { CourseID, durationMinutes } = values.assessment;
  const assessment =
    CourseID === undefined
      ? null
      : { CourseID, durationMinutes: present(durationMinutes, 'durationMinutes') };
  return {
    title: values.title.trim(),
    locations: tidy(values.locations),
    jobType: present(values.jobType, 'jobType'),
    ctc: { min: present(values.ctc.min, 'ctc.min'), max: present(values.ctc.max, 'ctc.max') },
    experience: {
      min: present(values.experience.min, 'experience.min'),
      max: present(values.experience.max, 'experience.max'),
    },
    skills: tidy(values.skills),
    eligibility: {
      instituteIDs: [...values.eligibility.instituteIDs],
      classIDs: [...values.eligibility.classIDs],
      minCGPA: values.eligibility.minCGPA,
      maxBacklogs: values.eligibility.maxBacklogs,
      graduationYears: [...values.eligibility.graduationYears].sort((a, b) => a - b),
    },
    minScore: assessment ? values.minScore : null,
    assessment,
    deadline: endOfIndianDay(values.deadline),
    description: values.description,
  };
}
