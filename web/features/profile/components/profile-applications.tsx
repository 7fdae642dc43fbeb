import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type { ApplicationSummary } from '#openapi/applications.ts';
import { links } from '../../../shared/routing/paths.ts';
import { state } from '../../../shared/session/session-store.ts';
import { formatDay } from '../../../shared/time/format-date.ts';
import { Tag } from '../../../shared/ui/tag.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';

type Props = { applications: readonly ApplicationSummary[]; own: boolean };

/**
 * The applications the caller may see (D22): all of a student's for them and their institute, the
 * company's own for its people. Each opens the job where the reader works on it: the student's job
 * board, or the company's candidate progress page.
 */
export function ProfileApplications({ applications, own }: Props) {
  const { t, i18n } = useTranslation();
  const role = useSnapshot(state).auth.user?.role;
  const linkOf = (slug: string) => {
    if (own) return links.studentJob(slug);
    if (role === 'Recruiter' || role === 'ClientAdmin') return links.progress(slug);
    return null;
  };
  return (
    <TitledCard className="profile-card" title={t('profile.applications.title')}>
      {applications.length === 0 ? (
        <p className="profile-empty">{t('profile.applications.empty')}</p>
      ) : (
        <ul className="profile-rows">
          {applications.map((application) => {
            const to = linkOf(application.job.slug);
            return (
              <li key={application.ApplicationID} className="profile-row">
                <div className="profile-row-main">
                  {to ? (
                    <Link to={to} className="profile-row-title">
                      {application.job.title}
                    </Link>
                  ) : (
                    <span className="profile-row-title">{application.job.title}</span>
                  )}
                  <span className="profile-row-sub">{application.job.companyName}</span>
                </div>
                <div className="profile-row-side">
                  <Tag>{t(`recruitment.stage.${application.stage}`)}</Tag>
                  <span className="profile-row-sub">
                    {t('profile.applications.appliedOn', {
                      date: formatDay(application.appliedAt, i18n.resolvedLanguage ?? 'en'),
                    })}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </TitledCard>
  );
}
