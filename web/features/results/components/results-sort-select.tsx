import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultsQuery } from '../api/results-list.ts';
import { firstOrder, type ResultsSort, resultSorts } from '../results-filters.ts';

type Props = {
  query: ResultsQuery;
  onSort: (sort: ResultsSort, order: 'asc' | 'desc') => void;
};

const columnOf: Record<ResultsSort, string> = {
  name: 'candidate',
  score: 'score',
  percentile: 'percentile',
  timeTaken: 'timeTaken',
  submittedAt: 'submittedAt',
};

/**
 * The results' sort on a phone or a tablet, where the cards have no column headers: the field and
 * its direction, each a labelled native select, in the same URL state the table's headers set.
 */
export function ResultsSortSelect({ query, onSort }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const sort = query.sort ?? 'submittedAt';
  const order = query.order ?? firstOrder(sort);
  return (
    <div className="results-sort-select">
      <div className="results-filter">
        <label htmlFor={`${id}-sort`}>{t('results.sortBy')}</label>
        <select
          id={`${id}-sort`}
          value={sort}
          onChange={(event) => {
            const next = event.target.value as ResultsSort;
            onSort(next, firstOrder(next));
          }}
        >
          {resultSorts.map((value) => (
            <option key={value} value={value}>
              {t(`results.column.${columnOf[value]}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="results-filter">
        <label htmlFor={`${id}-order`}>{t('results.order.label')}</label>
        <select
          id={`${id}-order`}
          value={order}
          onChange={(event) => onSort(sort, event.target.value as 'asc' | 'desc')}
        >
          <option value="asc">{t('results.order.asc')}</option>
          <option value="desc">{t('results.order.desc')}</option>
        </select>
      </div>
    </div>
  );
}
