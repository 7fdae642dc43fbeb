import { jobDescriptionMaxLength } from '#openapi/field-rules.ts';
import type { JobCreateRequest } from '#openapi/jobs.ts';
import type { FieldError } from '../../../contract/envelope.ts';
import { classes, institutes } from '../../common/lookup-data.ts';
import { bankOf } from '../../exam/attempts.ts';
import { cleanDescription } from '../rich-text.ts';
import type { JobRecord } from './store.ts';

/** Tags as typed: trimmed, blanks dropped, the same tag (any case) kept once. */
function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags.map((item) => item.trim().replace(/\s+/g, ' '))) {
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out;
}

/**
 * What the schema cannot say about a job's fields, as field errors; `fields` are the fields as they
 * would be kept, so a limit measures what is stored (the title's spaces are trimmed by the
 * validator, so its minimum already counts only what is kept).
 */
export function jobInputErrors(
  input: JobCreateRequest,
  fields: ReturnType<typeof jobFieldsOf>,
): FieldError[] {
  const errors: FieldError[] = [];
  // Cleaning adds to links (target, rel) and escapes (& becomes &amp;): 19,600 characters of
  // links grew past the limit the reply is checked against.
  if (fields.description.length > jobDescriptionMaxLength) {
    errors.push({
      field: '/description',
      message: `must be at most ${jobDescriptionMaxLength} characters once cleaned`,
    });
  }
  if (cleanTags(input.locations).length === 0) {
    errors.push({ field: '/locations', message: 'must name at least one location' });
  }
  if (input.ctc.min > input.ctc.max) {
    errors.push({ field: '/ctc/min', message: 'must not be more than the maximum' });
  }
  if (input.experience.min > input.experience.max) {
    errors.push({ field: '/experience/min', message: 'must not be more than the maximum' });
  }
  const { instituteIDs, classIDs } = input.eligibility;
  instituteIDs.forEach((id, index) => {
    if (!institutes.some((item) => item.id === id)) {
      errors.push({
        field: `/eligibility/instituteIDs/${index}`,
        message: 'is not a known institute',
      });
    }
  });
  classIDs.forEach((id, index) => {
    const known = classes.find((item) => item.id === id);
    if (!known || !instituteIDs.includes(known.instituteID)) {
      errors.push({
        field: `/eligibility/classIDs/${index}`,
        message: 'is not a class of the chosen institutes',
      });
    }
  });
  if (input.assessment && !bankOf(input.assessment.CourseID)) {
    errors.push({ field: '/assessment/CourseID', message: 'is not a known course' });
  }
  if (input.minScore !== null && !input.assessment) {
    errors.push({ field: '/minScore', message: 'needs an assessment' });
  }
  if (Number.isNaN(Date.parse(input.deadline))) {
    errors.push({ field: '/deadline', message: 'must be a date and time' });
  }
  return errors;
}

/** The job's fields as the server keeps them: tags tidied, the description cleaned (D23). */
export function jobFieldsOf(input: JobCreateRequest) {
  return {
    title: input.title.trim(),
    locations: cleanTags(input.locations),
    jobType: input.jobType,
    ctc: { ...input.ctc },
    experience: { ...input.experience },
    skills: cleanTags(input.skills),
    eligibility: {
      instituteIDs: [...input.eligibility.instituteIDs],
      classIDs: [...input.eligibility.classIDs],
      minCGPA: input.eligibility.minCGPA,
      maxBacklogs: input.eligibility.maxBacklogs,
      graduationYears: [...input.eligibility.graduationYears],
    },
    minScore: input.minScore,
    assessment: input.assessment && { ...input.assessment },
    deadline: Date.parse(input.deadline),
    description: cleanDescription(input.description),
  } satisfies Partial<JobRecord>;
}
