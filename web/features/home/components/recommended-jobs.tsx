import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links, paths } from '../../../shared/routing/paths.ts';
import { formatDay } from '../../../shared/time/format-date.ts';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { useRecommendedJobs } from '../api/use-recommended-jobs.ts';
import { HomeCardState } from './home-card-state.tsx';

/** A few open jobs the student may apply to, each opening on the job board (D14, D20). */
export function RecommendedJobs() {
  const { t, i18n } = useTranslation();
  const recommended = useRecommendedJobs();
  // Drawn in a render that yields to input, after the tests above (routes/home.tsx, issue 13).
  const data = useDeferredValue(recommended.data);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <TitledCard className="home-card" title={t('home.student.recommendedTitle')}>
      {!data ? (
        <HomeCardState query={recommended} failedKey="home.student.jobsFailed" />
      ) : data.jobs.length === 0 ? (
        <p className="home-empty">{t('home.student.recommendedEmpty')}</p>
      ) : (
        <ul className="home-rows">
          {data.jobs.map(({ job }) => (
            <li key={job.JobID} className="home-row home-row-stacked">
              <Link to={links.studentJob(job.slug)} className="home-row-title">
                {job.title}
              </Link>
              <span className="home-row-sub">
                {t('home.student.jobLine', {
                  company: job.company.name,
                  locations: job.locations.join(', '),
                })}
              </span>
              <span className="home-row-sub">
                {t('recruitment.ctcRange', { min: job.ctc.min, max: job.ctc.max })}
                {' · '}
                {t('recruitment.deadline', { date: formatDay(job.deadline, language) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data && data.eligibleTotal > 0 ? (
        <Link to={paths.jobs} className="home-more">
          {t('home.student.allJobs', { count: data.eligibleTotal })}
        </Link>
      ) : null}
    </TitledCard>
  );
}
