import {
  assessmentMaxMinutes,
  assessmentMinMinutes,
  cgpaMax,
  ctcMaxLakh,
  experienceMaxYears,
  jobBacklogsMax,
  jobDescriptionMaxLength,
  jobLocationsMax,
  jobSkillsMax,
  jobTitleMaxLength,
  jobTitleMinLength,
  percentMax,
  tagMaxLength,
} from '#openapi/field-rules.ts';
import type { TypedNumber } from '../../../shared/ui/number-input.tsx';
import type { FieldCheck, FieldMessage } from '../../../shared/ui/use-form-fields.ts';
import { indianDateOf, type JobFields } from './job-form-values.ts';

type Check<Value> = FieldCheck<JobFields, Value>;

const isBlank = (value: TypedNumber) => value === null;
const within = (value: number, max: number) => value >= 0 && value <= max;
const say = (key: string, values: Record<string, number> = {}): FieldMessage => ({
  key: `jobPosting.rules.${key}`,
  values,
});

const tagsWithin =
  (max: number, tooMany: string): Check<string[]> =>
  (tags) => {
    if (tags.length > max) return say(tooMany, { max });
    if (tags.some((tag) => tag.trim().length > tagMaxLength)) {
      return say('tagLength', { max: tagMaxLength });
    }
    return undefined;
  };

/** A range's end (CTC in lakh, experience in years): required, within its limit, min ≤ max. */
const rangeEnd =
  (
    field: 'ctc' | 'experience',
    other: 'ctcMax' | 'experienceMax' | null,
    fits: (value: number) => FieldMessage | undefined,
  ): Check<TypedNumber> =>
  (value, fields) => {
    if (isBlank(value)) return say(`${field}Required`);
    const problem = fits(value as number);
    if (problem) return problem;
    const max = other === null ? null : fields[other];
    return max !== null && !Number.isNaN(max) && (value as number) > max
      ? say(`${field}Order`)
      : undefined;
  };

const ctcFits = (value: number) =>
  within(value, ctcMaxLakh) ? undefined : say('ctcRange', { max: ctcMaxLakh });
const experienceFits = (value: number) =>
  Number.isInteger(value) && within(value, experienceMaxYears)
    ? undefined
    : say('experienceRange', { max: experienceMaxYears });

/**
 * The /postjob rules (D13, D20), from the limits the contract and the forms share, each naming the
 * translation of its message. A deadline may stay in the past only as it was saved: a closed job's
 * old date need not change to edit its text. The server checks them all again.
 */
export function jobFormChecks({ savedDeadline }: { savedDeadline?: string } = {}): {
  [Name in keyof JobFields]?: Check<JobFields[Name]>;
} {
  return {
    title: (title) => {
      const length = title.trim().length;
      if (length === 0) return say('titleRequired');
      return length < jobTitleMinLength || title.length > jobTitleMaxLength
        ? say('titleLength', { min: jobTitleMinLength, max: jobTitleMaxLength })
        : undefined;
    },
    jobType: (type) => (type ? undefined : say('jobTypeRequired')),
    locations: (locations, fields) =>
      locations.every((location) => location.trim() === '')
        ? say('locationsRequired')
        : tagsWithin(jobLocationsMax, 'locationsMax')(locations, fields),
    skills: tagsWithin(jobSkillsMax, 'skillsMax'),
    ctcMin: rangeEnd('ctc', 'ctcMax', ctcFits),
    ctcMax: rangeEnd('ctc', null, ctcFits),
    experienceMin: rangeEnd('experience', 'experienceMax', experienceFits),
    experienceMax: rangeEnd('experience', null, experienceFits),
    instituteIDs: (ids) => (ids.length === 0 ? say('institutesRequired') : undefined),
    minCGPA: (cgpa) =>
      isBlank(cgpa) || within(cgpa as number, cgpaMax)
        ? undefined
        : say('cgpaRange', { max: cgpaMax }),
    maxBacklogs: (backlogs) =>
      isBlank(backlogs) ||
      (Number.isInteger(backlogs) && within(backlogs as number, jobBacklogsMax))
        ? undefined
        : say('backlogsRange', { max: jobBacklogsMax }),
    durationMinutes: (minutes, { CourseID }) => {
      if (CourseID === undefined) return undefined;
      if (isBlank(minutes)) return say('durationRequired');
      const fits =
        Number.isInteger(minutes) &&
        (minutes as number) >= assessmentMinMinutes &&
        (minutes as number) <= assessmentMaxMinutes;
      return fits
        ? undefined
        : say('durationRange', { min: assessmentMinMinutes, max: assessmentMaxMinutes });
    },
    minScore: (score) =>
      isBlank(score) || (Number.isInteger(score) && within(score as number, percentMax))
        ? undefined
        : say('minScoreRange', { max: percentMax }),
    deadline: (date) => {
      if (!date) return say('deadlineRequired');
      return date !== savedDeadline && date < indianDateOf(Date.now())
        ? say('deadlinePast')
        : undefined;
    },
    description: (html) =>
      html.length > jobDescriptionMaxLength
        ? say('descriptionLength', { max: jobDescriptionMaxLength })
        : undefined,
  };
}
