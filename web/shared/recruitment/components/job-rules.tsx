import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Eligibility } from '#openapi/jobs.ts';
import { useClassesOf } from '../../api/lookups/get-classes.ts';
import { useInstitutes } from '../../api/lookups/get-institutes.ts';
import { listFormat } from '../../intl/cached-formats.ts';
import { localeOf } from '../../time/format-date.ts';
import './job-rules.css';

/** A figure a recruiter may not have typed yet: the preview shows the form as it stands. */
type Typed = number | null;

/** The parts of a job that say who may apply, saved or still in /postjob's form. */
export type JobRulesOf = {
  eligibility: Omit<Eligibility, 'minCGPA' | 'maxBacklogs'> & {
    minCGPA: Typed;
    maxBacklogs: Typed;
  };
  experience: { min: Typed; max: Typed };
  minScore: Typed;
  /** Whether the job has an online test: a cut-off means something only with one. */
  hasTest: boolean;
};

/** One rule: its name, and a line for each value (an institute's or a class's name may hold a comma). */
function Rule({ name, children }: { name: string; children: ReactNode | string[] }) {
  const values = Array.isArray(children) ? children : [children];
  return (
    <div>
      <dt>{name}</dt>
      {values.map((value, index) => (
        // A rule's values are fixed for the render and may repeat no name: the index is stable.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <dd key={index}>{value}</dd>
      ))}
    </div>
  );
}

/** The institutes' and classes' names, from the lookups everyone may read. */
function useNames(eligibility: JobRulesOf['eligibility']) {
  const institutes = useInstitutes().data?.body ?? [];
  const { classes } = useClassesOf(eligibility.instituteIDs);
  return {
    institutes: eligibility.instituteIDs.map(
      (id) => institutes.find((item) => item.id === id)?.name ?? '',
    ),
    // Institutes name their classes alike ("MCA — Final year"): each name once.
    classes: [
      ...new Set(
        eligibility.classIDs.map((id) => classes.find((item) => item.id === id)?.name ?? ''),
      ),
    ],
  };
}

/**
 * "Who may apply" (D13, D20): a job's rules in the same words for the recruiter's preview, the
 * student's job and the institute admin's: institutes, branches, CGPA, backlogs, graduation
 * years, experience and the test's cut-off. A rule a job does not set says so, so no role reads
 * a missing line as a missing rule.
 */
export function JobRules({ rules, headingId }: { rules: JobRulesOf; headingId: string }) {
  const { t, i18n } = useTranslation();
  const list = (items: readonly string[]) =>
    listFormat(localeOf(i18n.resolvedLanguage ?? i18n.language), {
      type: 'disjunction',
    }).format(items.filter(Boolean));
  const names = useNames(rules.eligibility);
  const { minCGPA, maxBacklogs, graduationYears } = rules.eligibility;
  const { experience, minScore, hasTest } = rules;
  const words = (key: string, options?: Record<string, unknown>) =>
    t(`recruitment.rules.${key}`, options ?? {});
  const backlogs =
    maxBacklogs === null
      ? words('anyBacklogs')
      : maxBacklogs === 0
        ? words('noBacklogs')
        : t('recruitment.eligibility.MAX_BACKLOGS', { limit: maxBacklogs });
  const fresher = experience.min === 0 && experience.max === 0;
  return (
    <section className="job-rules" aria-labelledby={headingId}>
      <h3 id={headingId}>{words('title')}</h3>
      <dl>
        <Rule name={words('institutes')}>
          {names.institutes.length > 0 ? names.institutes : words('noInstitutes')}
        </Rule>
        <Rule name={words('classes')}>
          {names.classes.length > 0 ? names.classes : words('anyClass')}
        </Rule>
        <Rule name={words('cgpa')}>
          {minCGPA === null
            ? words('anyCgpa')
            : t('recruitment.eligibility.MIN_CGPA', { limit: minCGPA.toFixed(1) })}
        </Rule>
        <Rule name={words('backlogs')}>{backlogs}</Rule>
        <Rule name={words('years')}>
          {graduationYears.length === 0
            ? words('anyYear')
            : words('graduating', {
                years: list([...graduationYears].sort((a, b) => a - b).map(String)),
              })}
        </Rule>
        <Rule name={words('experience')}>
          {fresher
            ? t('recruitment.fresher')
            : t('recruitment.experienceRange', {
                min: experience.min ?? '—',
                max: experience.max ?? '—',
              })}
        </Rule>
        <Rule name={words('cutoff')}>
          {!hasTest
            ? words('noTest')
            : minScore === null
              ? words('noCutoff')
              : t('recruitment.cutoff', { cutoff: minScore })}
        </Rule>
      </dl>
    </section>
  );
}
