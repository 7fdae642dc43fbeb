import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { companyJobsQueryOptions } from '../../../shared/recruitment/api/company-jobs.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { ListPager } from '../../../shared/ui/list-pager.tsx';
import { useMediaQuery } from '../../../shared/ui/use-media-query.ts';
import { MyJobsCards } from './my-jobs-cards.tsx';
import {
  companyJobsQueryOf,
  filtersOf,
  type MyJobsFilters,
  myJobsPageSize,
  paramsOf,
} from './my-jobs-filters.ts';
import { MyJobsTable } from './my-jobs-table.tsx';
import { MyJobsToolbar } from './my-jobs-toolbar.tsx';
import './my-jobs.css';
import { LoadingNote } from '../../../shared/ui/loading-note.tsx';

/**
 * /myjobs (D14, D19): the recruiter's jobs, or the whole company's with the colleagues' ones
 * read-only, with their candidates per stage; filters, sort and page live in the URL. A table on
 * a wide screen, cards on a phone or a tablet. `myUserID` is the signed-in recruiter's, for "my jobs".
 */
/** The widest screen (px) that shows the jobs as cards rather than the table (job-list.css too). */
const cardsBelow = 900;

export function MyJobs({ myUserID }: { myUserID: number | undefined }) {
  const { t } = useTranslation();
  // Issue 27: the table's columns, wrapping at spaces only, need about 860 px in Tamil; on a
  // narrower screen (a tablet's 768 px too) the cards show the same, with every control whole.
  const narrow = useMediaQuery(`(max-width: ${cardsBelow}px)`);
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const jobs = useQuery({
    ...companyJobsQueryOptions(companyJobsQueryOf(filters, myUserID ?? 0)),
    enabled: filters.who === 'company' || myUserID !== undefined,
  });
  // A new filter starts again at page 1; only paging keeps the page.
  const change = useCallback(
    (next: Partial<MyJobsFilters>) =>
      setParams((current) => paramsOf({ ...filtersOf(current), page: 1, ...next })),
    [setParams],
  );
  // Drawn in a render that yields to the browser every few ms (issue 29): the list's rows, drawn
  // as the answer came, were one task of ~250 ms on a slow phone.
  const page = useDeferredValue(jobs.data?.body);

  return (
    <div className="my-jobs">
      <div className="my-jobs-head">
        <Link className="my-jobs-post" to={paths.postJob}>
          <PlusOutlined aria-hidden /> {t('jobPosting.myJobs.postJob')}
        </Link>
      </div>
      {/* The filters come with the first page: their status chips gain their counts then, and
          wrapped onto a second row over a phone's list as they did (issue 29: a shift of 0.09). */}
      {page || jobs.isError ? (
        <MyJobsToolbar filters={filters} statusCounts={page?.statusCounts} onChange={change} />
      ) : null}
      {jobs.isError ? (
        <p className="page-note" role="alert">
          {errorMessage(jobs.error, t)}
        </p>
      ) : !page ? (
        <LoadingNote className="my-jobs-total" />
      ) : (
        <>
          <p className="my-jobs-total" aria-live="polite">
            {t('jobPosting.myJobs.total', { count: page.total })}
          </p>
          {narrow ? (
            <MyJobsCards items={page.items} />
          ) : (
            <MyJobsTable items={page.items} loading={jobs.isFetching} />
          )}
          <ListPager
            page={filters.page}
            pageSize={myJobsPageSize}
            total={page.total}
            onChange={(next) => change({ page: next })}
          />
        </>
      )}
    </div>
  );
}
