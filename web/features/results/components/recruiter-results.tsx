import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { ListPager } from '../../../shared/ui/list-pager.tsx';
import { useMediaQuery } from '../../../shared/ui/use-media-query.ts';
import { exportResultsCsv } from '../api/results-export-csv.ts';
import { type ResultsQuery, useResults } from '../api/results-list.ts';
import {
  exportQueryOf,
  filtersOf,
  paramsOf,
  resultCardsBelow,
  resultsPageSize,
} from '../results-filters.ts';
import { ResultsCards } from './results-cards.tsx';
import { ResultsFilterBar } from './results-filter-bar.tsx';
import { ResultsSortSelect } from './results-sort-select.tsx';
import { ResultsFailed, ResultsSkeleton } from './results-state.tsx';
import { ResultsTable } from './results-table.tsx';

/**
 * /result for a company's recruiter or client admin, or an institute admin (D19, D22, D24): the
 * results with their filters, sort and page in the URL, and the whole filter as a CSV.
 */
export function RecruiterResults({ viewer }: { viewer: 'staff' | 'instituteAdmin' }) {
  const { t } = useTranslation();
  // The table's sort buttons sat past the right edge of its scrolling box on a phone, and a
  // tablet in Tamil: below this width each result is a card and the sort a labelled select.
  const narrow = useMediaQuery(`(max-width: ${resultCardsBelow}px)`);
  const [params, setParams] = useSearchParams();
  const query = filtersOf(params);
  const results = useResults(query);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  // A new filter starts again at page 1; only paging keeps the page.
  const change = useCallback(
    (next: Partial<ResultsQuery>) =>
      setParams((current) => paramsOf({ ...filtersOf(current), page: 1, ...next })),
    [setParams],
  );
  // Drawn in a render that yields to the browser every few ms (issue 29): the list's rows, drawn
  // as the answer came, were one task of ~250 ms on a slow phone.
  const page = useDeferredValue(results.data?.body);

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await exportResultsCsv(exportQueryOf(query), 'results.csv');
    } catch (error) {
      setExportError(`${t('results.exportFailed')} ${errorMessage(error, t)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="results">
      <ResultsFilterBar query={query} onChange={change} viewer={viewer} />
      {results.isError ? (
        <ResultsFailed query={results} />
      ) : !page ? (
        <ResultsSkeleton />
      ) : (
        <>
          <div className="results-head">
            <p className="results-total" aria-live="polite">
              {t('results.total', { count: page.total })}
            </p>
            <AppButton
              variant="primary"
              loading={exporting}
              disabled={page.total === 0}
              onClick={() => void exportCsv()}
            >
              <DownloadOutlined aria-hidden /> {t('results.export')}
            </AppButton>
          </div>
          {exportError ? (
            <p className="results-export-error" role="alert">
              {exportError}
            </p>
          ) : null}
          {page.total === 0 ? (
            <p className="results-empty">{t('results.empty')}</p>
          ) : narrow ? (
            <>
              <ResultsSortSelect query={query} onSort={(sort, order) => change({ sort, order })} />
              <ResultsCards items={page.items} loading={results.isFetching} />
            </>
          ) : (
            <ResultsTable
              items={page.items}
              loading={results.isFetching}
              query={query}
              onSort={(sort, order) => change({ sort, order })}
            />
          )}
          <ListPager
            page={query.page ?? 1}
            pageSize={resultsPageSize}
            total={page.total}
            onChange={(next) => change({ page: next })}
          />
        </>
      )}
    </div>
  );
}
