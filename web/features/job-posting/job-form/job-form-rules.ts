import { useTranslation } from 'react-i18next';
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
import type { Rule, RuleRender } from '../../../shared/ui/antd.ts';
import { indianDateOf } from './job-form-values.ts';

type Typed = number | null | undefined;

/** The form a rule reads other fields from. */
type RuleForm = Parameters<RuleRender>[0];

/** A check answers the message to show, or undefined when the value passes. */
type Check<Value> = (value: Value, form: RuleForm) => string | undefined;

/** One antd rule from a check; the form is at hand for checks across fields. */
function rule<Value>(check: Check<Value>): Rule {
  return (form) => ({
    validator: (_rule, value: Value) => {
      const message = check(value, form);
      return message === undefined ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });
}

const isBlank = (value: Typed) => value === null || value === undefined;
const within = (value: number, max: number) => value >= 0 && value <= max;

/**
 * The /postjob rules (D13, D20), from the limits the contract and the forms share. A deadline may
 * stay in the past only as it was saved: a closed job's old date need not change to edit its text.
 */
export function useJobFormRules({ savedDeadline }: { savedDeadline?: string } = {}) {
  const { t } = useTranslation();
  const tagsWithin = (max: number, tooMany: string) =>
    rule<string[]>((tags) => {
      if (tags.length > max) return t(tooMany, { max });
      if (tags.some((tag) => tag.trim().length > tagMaxLength)) {
        return t('jobPosting.rules.tagLength', { max: tagMaxLength });
      }
      return undefined;
    });
  const range = (
    field: 'ctc' | 'experience',
    side: 'min' | 'max',
    checkValue: (value: number) => string | undefined,
  ) =>
    rule<Typed>((value, form) => {
      if (isBlank(value)) return t(`jobPosting.rules.${field}Required`);
      const problem = checkValue(value as number);
      if (problem) return problem;
      const other: Typed = form.getFieldValue([field, side === 'min' ? 'max' : 'min']);
      if (side === 'min' && !isBlank(other) && (value as number) > (other as number)) {
        return t(`jobPosting.rules.${field}Order`);
      }
      return undefined;
    });
  const ctcValue = (value: number) =>
    within(value, ctcMaxLakh) ? undefined : t('jobPosting.rules.ctcRange', { max: ctcMaxLakh });
  const experienceValue = (value: number) =>
    Number.isInteger(value) && within(value, experienceMaxYears)
      ? undefined
      : t('jobPosting.rules.experienceRange', { max: experienceMaxYears });

  return {
    title: [
      rule<string>((title) => {
        const length = title.trim().length;
        if (length === 0) return t('jobPosting.rules.titleRequired');
        if (length < jobTitleMinLength || title.length > jobTitleMaxLength) {
          return t('jobPosting.rules.titleLength', {
            min: jobTitleMinLength,
            max: jobTitleMaxLength,
          });
        }
        return undefined;
      }),
    ],
    locations: [
      rule<string[]>((locations) =>
        locations.every((location) => location.trim() === '')
          ? t('jobPosting.rules.locationsRequired')
          : undefined,
      ),
      tagsWithin(jobLocationsMax, 'jobPosting.rules.locationsMax'),
    ],
    jobType: [rule<unknown>((type) => (type ? undefined : t('jobPosting.rules.jobTypeRequired')))],
    skills: [tagsWithin(jobSkillsMax, 'jobPosting.rules.skillsMax')],
    ctcMin: [range('ctc', 'min', ctcValue)],
    ctcMax: [range('ctc', 'max', ctcValue)],
    experienceMin: [range('experience', 'min', experienceValue)],
    experienceMax: [range('experience', 'max', experienceValue)],
    instituteIDs: [
      rule<number[]>((ids) =>
        ids.length === 0 ? t('jobPosting.rules.institutesRequired') : undefined,
      ),
    ],
    minCGPA: [
      rule<Typed>((cgpa) =>
        isBlank(cgpa) || within(cgpa as number, cgpaMax)
          ? undefined
          : t('jobPosting.rules.cgpaRange', { max: cgpaMax }),
      ),
    ],
    maxBacklogs: [
      rule<Typed>((backlogs) =>
        isBlank(backlogs) ||
        (Number.isInteger(backlogs) && within(backlogs as number, jobBacklogsMax))
          ? undefined
          : t('jobPosting.rules.backlogsRange', { max: jobBacklogsMax }),
      ),
    ],
    durationMinutes: [
      rule<Typed>((minutes, form) => {
        if (form.getFieldValue(['assessment', 'CourseID']) === undefined) return undefined;
        if (isBlank(minutes)) return t('jobPosting.rules.durationRequired');
        const fits =
          Number.isInteger(minutes) &&
          (minutes as number) >= assessmentMinMinutes &&
          (minutes as number) <= assessmentMaxMinutes;
        return fits
          ? undefined
          : t('jobPosting.rules.durationRange', {
              min: assessmentMinMinutes,
              max: assessmentMaxMinutes,
            });
      }),
    ],
    minScore: [
      rule<Typed>((score) =>
        isBlank(score) || (Number.isInteger(score) && within(score as number, percentMax))
          ? undefined
          : t('jobPosting.rules.minScoreRange', { max: percentMax }),
      ),
    ],
    deadline: [
      rule<string>((date) => {
        if (!date) return t('jobPosting.rules.deadlineRequired');
        if (date !== savedDeadline && date < indianDateOf(Date.now())) {
          return t('jobPosting.rules.deadlinePast');
        }
        return undefined;
      }),
    ],
    description: [
      rule<string>((html) =>
        html.length > jobDescriptionMaxLength
          ? t('jobPosting.rules.descriptionLength', { max: jobDescriptionMaxLength })
          : undefined,
      ),
    ],
  } satisfies Record<string, Rule[]>;
}
