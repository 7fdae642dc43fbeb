import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationSummary } from '#openapi/applications.ts';
import { useMyApplications } from '../../../shared/recruitment/api/my-applications.ts';
import { ListPager } from '../../../shared/ui/list-pager.tsx';
import { useJobFormat } from '../format.ts';
import { compact, pageNumber, searchWith, useUrlParams } from '../hooks/use-url-params.ts';
import { ApplicationProgress } from './application-progress.tsx';
import { QueryStatus } from './query-status.tsx';

/** The student's applications (D21), latest first, each with its stage and next step. */
export function MyApplications() {
  const { t } = useTranslation();
  const { params, update } = useUrlParams();
  const page = pageNumber(params.get('page'));
  const applications = useMyApplications(compact({ page: page > 1 ? page : undefined }));
  if (!applications.data) return <QueryStatus error={applications.error} />;
  const { items, total, pageSize } = applications.data.body;
  if (total === 0) {
    return (
      <p className="page-note">
        {t('jobBoard.application.empty')}{' '}
        <Link to={{ search: '' }}>{t('jobBoard.application.findJobs')}</Link>
      </p>
    );
  }
  return (
    <section aria-label={t('jobBoard.tabs.applications')}>
      <p className="job-count" aria-live="polite">
        {t('jobBoard.application.count', { count: total })}
      </p>
      <ul className="job-list">
        {items.map((application) => (
          <ApplicationItem key={application.ApplicationID} application={application} />
        ))}
      </ul>
      <ListPager
        page={page}
        pageSize={pageSize}
        total={total}
        onChange={(next) => update({ page: next })}
      />
    </section>
  );
}

function ApplicationItem({ application }: { application: ApplicationSummary }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const { params } = useUrlParams();
  const titleId = useId();
  return (
    <li className="job-card">
      <h2 id={titleId} className="job-card-title">
        <Link to={searchWith(params, { job: application.job.slug })}>{application.job.title}</Link>
      </h2>
      <p className="job-card-meta">
        {t('jobBoard.application.companyApplied', {
          company: application.job.companyName,
          date: format.date(application.appliedAt),
        })}
      </p>
      <ApplicationProgress application={application} titleId={titleId} />
    </li>
  );
}
