import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Result } from '#openapi/results.ts';
import { links } from '../../../shared/routing/paths.ts';
import { ResultFigures } from './result-figures.tsx';

/**
 * The recruiter's results on a phone or a tablet (D24): a card a result, each value with its
 * label, the same as the table's row; the candidate's name opens their profile.
 */
export function ResultsCards({ items, loading }: { items: Result[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('results.listLabel')} aria-busy={loading}>
      <ul className="results-cards">
        {items.map((row) => (
          <li key={row.ApplicationID} className="results-card">
            <h2 className="results-card-title">
              <Link className="results-card-open" to={links.profile(row.candidate.UserID)}>
                {row.candidate.displayName}
              </Link>
            </h2>
            <p className="results-sub">
              {[row.candidate.instituteName, row.candidate.className].filter(Boolean).join(' · ')}
            </p>
            <dl className="results-card-figures">
              <div className="results-card-wide">
                <dt>{t('results.column.job')}</dt>
                <dd>
                  {row.job.title}
                  <span className="results-sub">{row.job.companyName}</span>
                </dd>
              </div>
              <ResultFigures row={row} submittedBy />
              <div>
                <dt>{t('results.column.stage')}</dt>
                <dd>{t(`recruitment.stage.${row.stage}`)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
