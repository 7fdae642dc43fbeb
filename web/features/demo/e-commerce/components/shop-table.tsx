import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { ListPager } from '../../../../shared/ui/list-pager.tsx';

const PAGE_SIZE = 10;

/** One column of a store table. */
export type ShopColumn<Row> = {
  key: string;
  title: ReactNode;
  /** The column's width, in px (a picture's). */
  width?: number;
  /** Shown only on screens this wide or wider: `sm` 576, `md` 768, `lg` 992 px (antd's steps). */
  from?: 'sm' | 'md' | 'lg';
  align?: 'end';
  /** Sorts the rows by this column: its header is a button (ascending, descending, as listed). */
  sorter?: (a: Row, b: Row) => number;
  /** The rows come sorted by this column first. */
  defaultSort?: Sort['order'];
  render: (row: Row) => ReactNode;
};

type Sort = { key: string; order: 'ascending' | 'descending' };

/** The next sort a header's press gives: ascending, then descending, then the list's own order. */
const nextSort = (sort: Sort | null, key: string): Sort | null => {
  if (sort?.key !== key) return { key, order: 'ascending' };
  return sort.order === 'ascending' ? { key, order: 'descending' } : null;
};

/**
 * A store table (products, orders): sortable columns, ten rows a page, and rows picked with their
 * checkboxes removed together. A native table (issue 29: antd's Table and its style engine were
 * most of these pages' blocking time on a phone); the header's checkbox picks the page's rows.
 */
export function ShopTable<Row extends { id: string }>({
  rows,
  columns,
  loading,
  emptyText,
  selectLabel,
  removeLabel,
  removing,
  onRemove,
}: {
  rows: Row[];
  columns: ShopColumn<Row>[];
  loading: boolean;
  emptyText: string;
  /** The accessible name of a row's checkbox. */
  selectLabel: (row: Row) => string;
  /** The remove button's words for this many picked rows. */
  removeLabel: (count: number) => string;
  removing: boolean;
  /** Removes the picked rows; `done` clears the pick once they are gone. */
  onRemove: (ids: string[], done: () => void) => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [sort, setSort] = useState<Sort | null>(() => {
    const first = columns.find((column) => column.defaultSort);
    return first?.defaultSort ? { key: first.key, order: first.defaultSort } : null;
  });
  const [page, setPage] = useState(1);
  const sorter = columns.find((column) => column.key === sort?.key)?.sorter;
  const sorted =
    sort && sorter
      ? [...rows].sort((a, b) => (sort.order === 'ascending' ? 1 : -1) * sorter(a, b))
      : rows;
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  // A search that leaves fewer pages shows the last there is.
  const shownPage = Math.min(page, pages);
  const pageRows = sorted.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE);
  const pickedOnPage = pageRows.filter((row) => selected.has(row.id)).length;
  const pageBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (pageBox.current)
      pageBox.current.indeterminate = pickedOnPage > 0 && pickedOnPage < pageRows.length;
  });

  const pick = (ids: string[], on: boolean) =>
    setSelected((before) => {
      const after = new Set(before);
      for (const id of ids) {
        if (on) after.add(id);
        else after.delete(id);
      }
      return after;
    });
  const cellClass = (column: ShopColumn<Row>) =>
    [column.from && `shop-col-${column.from}`, column.align === 'end' && 'shop-col-end']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <>
      <div className="shop-selection" aria-live="polite">
        {selected.size > 0 && (
          <AppButton
            danger
            className="shop-action"
            loading={removing}
            onClick={() => onRemove([...selected], () => setSelected(new Set()))}
          >
            <DeleteOutlined aria-hidden />
            {removeLabel(selected.size)}
          </AppButton>
        )}
      </div>
      <div className="shop-table-scroll">
        <table className="shop-table" aria-busy={loading}>
          <thead>
            <tr>
              <th scope="col" className="shop-col-pick">
                <label className="shop-pick">
                  <input
                    ref={pageBox}
                    type="checkbox"
                    aria-label={t('demoECommerce.table.selectPage')}
                    checked={pageRows.length > 0 && pickedOnPage === pageRows.length}
                    disabled={pageRows.length === 0}
                    onChange={(event) =>
                      pick(
                        pageRows.map((row) => row.id),
                        event.target.checked,
                      )
                    }
                  />
                </label>
              </th>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cellClass(column)}
                  style={column.width ? { width: column.width } : undefined}
                  aria-sort={sort?.key === column.key ? sort.order : undefined}
                >
                  {column.sorter ? (
                    <button
                      type="button"
                      className="shop-sort"
                      onClick={() => {
                        setSort(nextSort(sort, column.key));
                        setPage(1);
                      }}
                    >
                      {column.title}
                      <span aria-hidden="true" className="shop-sort-mark">
                        {sort?.key !== column.key ? '↕' : sort.order === 'ascending' ? '▲' : '▼'}
                      </span>
                    </button>
                  ) : (
                    column.title
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pageRows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="shop-table-empty">
                  {loading ? t('common.loading') : emptyText}
                </td>
              </tr>
            ) : (
              pageRows.map((row) => (
                <tr key={row.id}>
                  <td className="shop-col-pick">
                    <label className="shop-pick">
                      <input
                        type="checkbox"
                        aria-label={selectLabel(row)}
                        checked={selected.has(row.id)}
                        onChange={(event) => pick([row.id], event.target.checked)}
                      />
                    </label>
                  </td>
                  {columns.map((column) => (
                    <td key={column.key} className={cellClass(column)}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <ListPager page={shownPage} pageSize={PAGE_SIZE} total={sorted.length} onChange={setPage} />
    </>
  );
}
