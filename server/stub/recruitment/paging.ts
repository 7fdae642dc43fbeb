import { defaultPageSize } from '#openapi/paging.ts';

/** The paging a list's query asks for, with the defaults filled in. */
export type PageRequest = { page?: number; pageSize?: number; order?: 'asc' | 'desc' };

/** One page of rows already filtered and sorted, with the total the filter matched. */
export function pageOf<Row, Item>(
  rows: Row[],
  request: PageRequest,
  toItem: (row: Row) => Item,
): { items: Item[]; total: number; page: number; pageSize: number } {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? defaultPageSize;
  const start = (page - 1) * pageSize;
  return {
    items: rows.slice(start, start + pageSize).map(toItem),
    total: rows.length,
    page,
    pageSize,
  };
}

/**
 * Sorts rows by a key, ascending or descending, ties broken by `tie` (ascending), so a page is the
 * same page on every call.
 */
export function sortRows<Row>(
  rows: Row[],
  key: (row: Row) => number | string,
  order: 'asc' | 'desc',
  tie: (row: Row) => number,
): Row[] {
  const sign = order === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, key: key(row), tie: tie(row) }));
  keyed.sort((a, b) => {
    if (a.key < b.key) return -sign;
    if (a.key > b.key) return sign;
    return a.tie - b.tie;
  });
  return keyed.map((entry) => entry.row);
}
