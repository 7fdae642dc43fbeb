import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Result } from '#openapi/results.ts';
import { useFormatDate } from '../../../shared/recruitment/use-format-date.ts';
import { links } from '../../../shared/routing/paths.ts';
import { formatDuration } from '../../../shared/time/format-duration.ts';
import type { ResultsQuery } from '../api/results-list.ts';
import { firstOrder, type ResultsSort } from '../results-filters.ts';
import { CutoffMark } from './cutoff-mark.tsx';

type Props = {
  items: Result[];
  loading: boolean;
  query: ResultsQuery;
  onSort: (sort: ResultsSort, order: 'asc' | 'desc') => void;
};

/**
 * The recruiter's results (D24), one row a result; a row (or the candidate's name) opens the
 * candidate's profile. The server sorts and pages: a column's header button asks it to.
 */
export function ResultsTable({ items, loading, query, onSort }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const sort = query.sort ?? 'submittedAt';
  const order = query.order ?? firstOrder(sort);

  const header = (column: ResultsSort, label: string) => {
    const active = sort === column;
    const next = active ? (order === 'asc' ? 'desc' : 'asc') : firstOrder(column);
    return (
      <th
        scope="col"
        aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <button type="button" className="results-sort" onClick={() => onSort(column, next)}>
          {label}
          <span aria-hidden="true">{active ? (order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
        </button>
      </th>
    );
  };

  return (
    // Scrolls sideways on its own on a phone, so the page does not; its links take the focus.
    <section className="results-table-scroll" aria-label={t('results.tableLabel')}>
      <table className="results-table" aria-busy={loading}>
        <thead>
          <tr>
            {header('name', t('results.column.candidate'))}
            <th scope="col">{t('results.column.job')}</th>
            {header('score', t('results.column.score'))}
            {header('percentile', t('results.column.percentile'))}
            {header('timeTaken', t('results.column.timeTaken'))}
            {header('submittedAt', t('results.column.submittedAt'))}
            <th scope="col">{t('results.column.cutoff')}</th>
            <th scope="col">{t('results.column.stage')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => (
            <tr
              key={row.ApplicationID}
              className="results-row"
              onClick={(event) => {
                // The name is the row's link; a click elsewhere on the row does what it does.
                if ((event.target as HTMLElement).closest('a')) return;
                navigate(links.profile(row.candidate.UserID));
              }}
            >
              <th scope="row">
                <Link to={links.profile(row.candidate.UserID)}>{row.candidate.displayName}</Link>
                <span className="results-sub">
                  {[row.candidate.instituteName, row.candidate.className]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </th>
              <td>
                {row.job.title}
                <span className="results-sub">{row.job.companyName}</span>
              </td>
              <td>
                {t('results.scoreValue', { score: row.score, max: row.maxScore })}
                <span className="results-sub">
                  {t('results.percent', { value: row.percentage })}
                </span>
              </td>
              <td>{t('results.percent', { value: row.percentile })}</td>
              <td>
                {formatDuration(row.timeTaken)}
                <span className="results-sub">{t(`results.by.${row.submittedBy}`)}</span>
              </td>
              <td>{formatDate(row.submittedAt)}</td>
              <td>
                <CutoffMark result={row} />
              </td>
              <td>{t(`recruitment.stage.${row.stage}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
