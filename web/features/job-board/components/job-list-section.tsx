import { type ReactNode, useDeferredValue } from 'react';
import { ListPager } from '../../../shared/ui/list-pager.tsx';
import { QueryStatus } from './query-status.tsx';

/** One page of a job list as the server answered it. */
type ListPage<Item> = { items: readonly Item[]; total: number; pageSize: number };

type Props<Item> = {
  /** The list's answer; until it comes, loading or why it failed. */
  page: ListPage<Item> | undefined;
  error: unknown;
  label: string;
  /** How many there are, in words ("11 open jobs for your institute"). */
  count: string;
  empty: string;
  pageNumber: number;
  onPage: (page: number) => void;
  renderItem: (item: Item) => ReactNode;
  /** Below the pager (the student's "n jobs you are not eligible for"). */
  footer?: ReactNode;
};

/** A job board's list (D14): its count, one page of cards or why there are none, and the pager. */
export function JobListSection<Item>({
  page,
  error,
  label,
  count,
  empty,
  pageNumber,
  onPage,
  renderItem,
  footer,
}: Props<Item>) {
  // Drawn in a render that yields to the browser every few ms (issue 29): a page of cards, drawn
  // as the answer came, was one task of ~280 ms on a slow phone (the student's /jobs).
  const shown = useDeferredValue(page);
  if (!shown) return <QueryStatus error={error} />;
  return (
    <section aria-label={label}>
      <p className="job-count" aria-live="polite">
        {count}
      </p>
      {shown.items.length > 0 ? (
        <ul className="job-list">{shown.items.map(renderItem)}</ul>
      ) : (
        <p className="page-note">{empty}</p>
      )}
      <ListPager
        page={pageNumber}
        pageSize={shown.pageSize}
        total={shown.total}
        onChange={onPage}
      />
      {footer}
    </section>
  );
}
