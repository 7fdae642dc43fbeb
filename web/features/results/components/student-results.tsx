import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '../../../shared/routing/paths.ts';
import { ListPager } from '../../../shared/ui/list-pager.tsx';
import { useResults } from '../api/results-list.ts';
import { resultsPageSize } from '../results-filters.ts';
import { ResultFigures } from './result-figures.tsx';
import { ResultsFailed, ResultsSkeleton } from './results-state.tsx';

/** /result for a student (D24): their own results, newest first, each opening its summary. */
export function StudentResults() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const results = useResults({ page: current, pageSize: resultsPageSize });
  // Drawn in a render that yields to the browser every few ms (issue 29): the list's rows, drawn
  // as the answer came, were one task of ~250 ms on a slow phone.
  const page = useDeferredValue(results.data?.body);
  if (results.isError) return <ResultsFailed query={results} />;
  if (!page) return <ResultsSkeleton />;
  if (page.total === 0) return <p className="results-empty">{t('results.emptyMine')}</p>;
  return (
    <div className="results">
      <p className="results-total">{t('results.total', { count: page.total })}</p>
      <ul className="results-cards">
        {page.items.map((row) => (
          <li key={row.ApplicationID} className="results-card">
            <h2 className="results-card-title">{row.job.title}</h2>
            <p className="results-sub">{row.job.companyName}</p>
            <dl className="results-card-figures">
              <ResultFigures row={row} />
            </dl>
            {row.test ? (
              <Link
                className="results-card-open"
                to={links.test(row.test.CourseID, row.test.TaskID)}
                aria-label={t('results.openSummaryOf', { job: row.job.title })}
              >
                {t('results.openSummary')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <ListPager
        page={current}
        pageSize={resultsPageSize}
        total={page.total}
        onChange={setCurrent}
      />
    </div>
  );
}
