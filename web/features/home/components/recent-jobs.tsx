import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links, paths } from '../../../shared/routing/paths.ts';
import { Tag } from '../../../shared/ui/tag.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { useRecentJobs } from '../api/use-recent-jobs.ts';
import { HomeCardState } from './home-card-state.tsx';

const statusTone = { draft: 'default', open: 'green', closed: 'red' } as const;

/** The recruiter's latest changed jobs, each opening its candidates' progress (D14). */
export function RecentJobs({ UserID }: { UserID: number }) {
  const { t } = useTranslation();
  const jobs = useRecentJobs(UserID);
  const items = jobs.data?.body.items;
  return (
    <TitledCard
      className="home-card"
      title={t('home.recruiter.recentTitle')}
      extra={<Link to={paths.myJobs}>{t('home.recruiter.allJobs')}</Link>}
    >
      {!items ? (
        <HomeCardState query={jobs} failedKey="home.recruiter.loadFailed" />
      ) : items.length === 0 ? (
        <p className="home-empty">{t('home.recruiter.recentEmpty')}</p>
      ) : (
        <ul className="home-rows">
          {items.map(({ job, applicantCount }) => (
            <li key={job.JobID} className="home-row">
              <Link to={links.progress(job.slug)} className="home-row-title">
                {job.title}
              </Link>
              <span className="home-row-side">
                <Tag tone={statusTone[job.status]}>{t(`recruitment.jobStatus.${job.status}`)}</Tag>
                <span className="home-row-sub">
                  {t('home.recruiter.applicantCount', { count: applicantCount })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
