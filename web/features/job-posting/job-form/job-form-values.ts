import type { Job, JobType } from '#openapi/jobs.ts';
import type { JobCreateInput } from '../../../shared/recruitment/api/job-create.ts';
import type { TypedNumber as Typed } from '../../../shared/ui/number-input.tsx';

/**
 * The /postjob form's values as its draft keeps them and its preview reads them: the request's own
 * shape, with what may still be empty left open and the deadline as a date.
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

/**
 * The form's fields, one value each (use-form-fields.ts holds a flat form): the values above with
 * their parts named apart. The draft and the preview keep JobFormValues.
 */
export type JobFields = {
  title: string;
  jobType: JobType | undefined;
  locations: string[];
  skills: string[];
  ctcMin: Typed;
  ctcMax: Typed;
  experienceMin: Typed;
  experienceMax: Typed;
  instituteIDs: number[];
  classIDs: number[];
  minCGPA: Typed;
  maxBacklogs: Typed;
  graduationYears: number[];
  CourseID: number | undefined;
  durationMinutes: Typed;
  minScore: Typed;
  deadline: string;
  description: string;
};

/** The form's fields of some values. */
export function fieldsOf(values: JobFormValues): JobFields {
  const { ctc, experience, eligibility, assessment, ...rest } = values;
  return {
    ...rest,
    ctcMin: ctc.min,
    ctcMax: ctc.max,
    experienceMin: experience.min,
    experienceMax: experience.max,
    ...eligibility,
    ...assessment,
  };
}

/** The values the form's fields hold. */
export function valuesOf(fields: JobFields): JobFormValues {
  return {
    title: fields.title,
    locations: fields.locations,
    jobType: fields.jobType,
    ctc: { min: fields.ctcMin, max: fields.ctcMax },
    experience: { min: fields.experienceMin, max: fields.experienceMax },
    skills: fields.skills,
    eligibility: {
      instituteIDs: fields.instituteIDs,
      classIDs: fields.classIDs,
      minCGPA: fields.minCGPA,
      maxBacklogs: fields.maxBacklogs,
      graduationYears: fields.graduationYears,
    },
    minScore: fields.minScore,
    assessment: { CourseID: fields.CourseID, durationMinutes: fields.durationMinutes },
    deadline: fields.deadline,
    description: fields.description,
  };
}

/**
 * The field a part of the request names (a 400's pointer less its array positions, joined by
 * "/"): the request has JobFormValues' shape, so each part's place there names its field.
 */
export const fieldOfRequestPart: Readonly<Record<string, keyof JobFields>> = {
  title: 'title',
  jobType: 'jobType',
  locations: 'locations',
  skills: 'skills',
  'ctc/min': 'ctcMin',
  'ctc/max': 'ctcMax',
  'experience/min': 'experienceMin',
  'experience/max': 'experienceMax',
  'eligibility/instituteIDs': 'instituteIDs',
  'eligibility/classIDs': 'classIDs',
  'eligibility/minCGPA': 'minCGPA',
  'eligibility/maxBacklogs': 'maxBacklogs',
  'eligibility/graduationYears': 'graduationYears',
  'assessment/CourseID': 'CourseID',
  'assessment/durationMinutes': 'durationMinutes',
  minScore: 'minScore',
  deadline: 'deadline',
  description: 'description',
};
