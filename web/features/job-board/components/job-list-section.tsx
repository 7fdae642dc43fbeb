import type { ReactNode } from 'react';
import { ListPager } from './list-pager.tsx';
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
  if (!page) return <QueryStatus error={error} />;
  return (
    <section aria-label={label}>
      <p className="job-count" aria-live="polite">
        {count}
      </p>
      {page.items.length > 0 ? (
        <ul className="job-list">{page.items.map(renderItem)}</ul>
      ) : (
        <p className="page-note">{empty}</p>
      )}
      <ListPager page={pageNumber} pageSize={page.pageSize} total={page.total} onChange={onPage} />
      {footer}
    </section>
  );
}
