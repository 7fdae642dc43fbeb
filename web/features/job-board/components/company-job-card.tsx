import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyJobItem } from '#openapi/jobs.ts';
import { JobStatusAction } from '../../../shared/recruitment/components/job-status-action.tsx';
import { links } from '../../../shared/routing/paths.ts';
import { searchWith, useUrlParams } from '../hooks/use-url-params.ts';
import { JobFacts } from './job-facts.tsx';
import { JobStatusTag } from './stage-tag.tsx';

/**
 * One of the company's jobs for its client admin (D14, D19): status, recruiter, applicants, offers;
 * its title opens the job's details.
 */
export function CompanyJobCard({ item }: { item: CompanyJobItem }) {
  const { t } = useTranslation();
  const { params } = useUrlParams();
  const titleId = useId();
  const { job, stageCounts, applicantCount } = item;
  const offersMade = stageCounts.offered + stageCounts.offerAccepted + stageCounts.offerDeclined;
  return (
    <li className="job-card">
      <div className="job-card-head">
        <h2 id={titleId} className="job-card-title">
          <Link to={searchWith(params, { job: job.slug })}>{job.title}</Link>
        </h2>
        <JobStatusTag status={job.status} />
      </div>
      <p className="job-card-meta">
        {t('jobBoard.company.postedBy', { name: job.postedBy.displayName })}
      </p>
      <JobFacts job={job} showCompany={false} />
      <dl className="job-figures">
        <div>
          <dt>{t('jobBoard.company.applicants')}</dt>
          <dd>{applicantCount}</dd>
        </div>
        <div>
          <dt>{t('jobBoard.company.offersMade')}</dt>
          <dd>{offersMade}</dd>
        </div>
        <div>
          <dt>{t('jobBoard.company.offersAccepted')}</dt>
          <dd>{stageCounts.offerAccepted}</dd>
        </div>
      </dl>
      <div className="job-actions">
        {job.status === 'draft' ? null : (
          <Link
            className="job-action-link"
            to={links.progress(job.slug)}
            aria-describedby={titleId}
          >
            {t('jobBoard.company.pipeline')}
          </Link>
        )}
        <JobStatusAction item={item} titleId={titleId} />
      </div>
    </li>
  );
}
