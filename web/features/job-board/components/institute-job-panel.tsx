import { useTranslation } from 'react-i18next';
import type { InstituteJobFigures, Job } from '#openapi/jobs.ts';

type Props = { job: Job; figures: InstituteJobFigures; titleId: string };

/** An institute admin's view of a job (D14 /alljobs): its rules and how many of their students fit and applied. */
export function InstituteJobPanel({ job, figures, titleId }: Props) {
  const { t } = useTranslation();
  const { minCGPA, maxBacklogs, graduationYears } = job.eligibility;
  return (
    <section className="job-detail-panel" aria-labelledby={`${titleId}-institute`}>
      <h3 id={`${titleId}-institute`}>{t('jobBoard.institute.yourStudents')}</h3>
      <dl className="job-figures">
        <div>
          <dt>{t('jobBoard.institute.eligible')}</dt>
          <dd>{figures.eligibleCount}</dd>
        </div>
        <div>
          <dt>{t('jobBoard.institute.applied')}</dt>
          <dd>{figures.applicantCount}</dd>
        </div>
      </dl>
      <h3>{t('jobBoard.institute.rules')}</h3>
      <ul className="eligibility-reasons">
        <li>
          {minCGPA === null
            ? t('jobBoard.institute.anyCgpa')
            : t('recruitment.eligibility.MIN_CGPA', { limit: minCGPA.toFixed(1) })}
        </li>
        <li>
          {maxBacklogs === null
            ? t('jobBoard.institute.anyBacklogs')
            : maxBacklogs === 0
              ? t('jobBoard.eligibility.noBacklogs')
              : t('recruitment.eligibility.MAX_BACKLOGS', { limit: maxBacklogs })}
        </li>
        <li>
          {graduationYears.length === 0
            ? t('jobBoard.institute.anyYear')
            : t('jobBoard.institute.years', { years: graduationYears.join(', ') })}
        </li>
      </ul>
    </section>
  );
}
