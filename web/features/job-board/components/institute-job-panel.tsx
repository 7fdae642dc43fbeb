import { useTranslation } from 'react-i18next';
import type { InstituteJobFigures } from '#openapi/jobs.ts';

type Props = { figures: InstituteJobFigures; titleId: string };

/**
 * An institute admin's figures for a job (D14 /alljobs): how many of their students fit and
 * applied. Its rules are the drawer's "Who may apply", the same for every role.
 */
export function InstituteJobPanel({ figures, titleId }: Props) {
  const { t } = useTranslation();
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
    </section>
  );
}
