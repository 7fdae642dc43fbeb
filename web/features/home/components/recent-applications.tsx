import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links, paths } from '../../../shared/routing/paths.ts';
import { Tag } from '../../../shared/ui/tag.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { useRecentApplications } from '../api/use-recent-applications.ts';
import { HomeCardState } from './home-card-state.tsx';

/** The student's latest moved applications with their stage, each opening its job (D21). */
export function RecentApplications() {
  const { t } = useTranslation();
  const applications = useRecentApplications();
  // Drawn in a render that yields to input, after the tests above (routes/home.tsx, issue 13).
  const items = useDeferredValue(applications.data?.body.items);
  return (
    <TitledCard className="home-card" title={t('home.student.applicationsTitle')}>
      {!items ? (
        <HomeCardState query={applications} failedKey="home.student.applicationsFailed" />
      ) : items.length === 0 ? (
        <p className="home-empty">{t('home.student.applicationsEmpty')}</p>
      ) : (
        <ul className="home-rows">
          {items.map((application) => (
            <li key={application.ApplicationID} className="home-row">
              <span className="home-row-main">
                <Link to={links.studentJob(application.job.slug)} className="home-row-title">
                  {application.job.title}
                </Link>
                <span className="home-row-sub">{application.job.companyName}</span>
              </span>
              <Tag>{t(`recruitment.stage.${application.stage}`)}</Tag>
            </li>
          ))}
        </ul>
      )}
      {items && items.length > 0 ? (
        <Link to={paths.jobs} className="home-more">
          {t('home.student.allApplications')}
        </Link>
      ) : null}
    </TitledCard>
  );
}
