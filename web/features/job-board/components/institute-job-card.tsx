import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InstituteJobItem } from '#openapi/jobs.ts';
import { searchWith, useUrlParams } from '../hooks/use-url-params.ts';
import { JobFacts } from './job-facts.tsx';
import { JobStatusTag } from './stage-tag.tsx';

/** A job open to the institute (D14 /alljobs): its facts, and how many students fit and applied. */
export function InstituteJobCard({ item }: { item: InstituteJobItem }) {
  const { t } = useTranslation();
  const { params } = useUrlParams();
  const titleId = useId();
  const { job, eligibleCount, applicantCount } = item;
  const details = searchWith(params, { job: job.slug });
  return (
    <li className="job-card">
      <div className="job-card-head">
        <h2 id={titleId} className="job-card-title">
          <Link to={details}>{job.title}</Link>
        </h2>
        <JobStatusTag status={job.status} />
      </div>
      <JobFacts job={job} />
      <dl className="job-figures">
        <div>
          <dt>{t('jobBoard.institute.eligible')}</dt>
          <dd>{eligibleCount}</dd>
        </div>
        <div>
          <dt>{t('jobBoard.institute.applied')}</dt>
          <dd>{applicantCount}</dd>
        </div>
      </dl>
      <div className="job-actions">
        <Link className="job-action-link" to={details} aria-describedby={titleId}>
          {t('jobBoard.institute.details')}
        </Link>
      </div>
    </li>
  );
}
