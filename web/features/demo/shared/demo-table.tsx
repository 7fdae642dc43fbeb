import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { ListPager } from '../../../shared/ui/list-pager.tsx';
import './demo-table.css';

const PAGE_SIZE = 10;

/** One column of a demo table. */
export type DemoColumn<Row> = {
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

type RowId = string | number;

/** Rows picked with their checkboxes, to remove together (the store's products and orders). */
export type DemoTablePick<Row extends { id: RowId }> = {
  /** The accessible name of a row's checkbox. */
  selectLabel: (row: Row) => string;
  /** The remove button's words for this many picked rows. */
  removeLabel: (count: number) => string;
  removing: boolean;
  /** Removes the picked rows; `done` clears the pick once they are gone. */
  onRemove: (ids: Row['id'][], done: () => void) => void;
};

/** A row that opens when pressed, or with Enter or Space (the file manager's, beside its details). */
export type DemoTableOpen<Row extends { id: RowId }> = {
  openedId: Row['id'] | null;
  onOpen: (row: Row) => void;
};

/**
 * A demo app's table (the store's products and orders, the file manager's files): sortable
 * columns, ten rows a page; rows picked with their checkboxes and removed together (`pick`), or
 * opened one at a time (`open`). A native table (issue 29: antd's Table and its style engine were
 * most of these pages' blocking time on a phone); the header's checkbox picks the page's rows.
 */
export function DemoTable<Row extends { id: RowId }>({
  rows,
  columns,
  loading,
  emptyText,
  pick: picking,
  open,
  className,
}: {
  rows: Row[];
  columns: DemoColumn<Row>[];
  loading: boolean;
  emptyText: string;
  pick?: DemoTablePick<Row>;
  open?: DemoTableOpen<Row>;
  /** The table's own class, beside demo-table. */
  className?: string;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ReadonlySet<Row['id']>>(new Set());
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

  const pick = (ids: Row['id'][], on: boolean) =>
    setSelected((before) => {
      const after = new Set(before);
      for (const id of ids) {
        if (on) after.add(id);
        else after.delete(id);
      }
      return after;
    });
  const cellClass = (column: DemoColumn<Row>) =>
    [column.from && `demo-col-${column.from}`, column.align === 'end' && 'demo-col-end']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <>
      {picking ? (
        <div className="demo-selection" aria-live="polite">
          {selected.size > 0 && (
            <AppButton
              danger
              loading={picking.removing}
              onClick={() => picking.onRemove([...selected], () => setSelected(new Set()))}
            >
              <DeleteOutlined aria-hidden />
              {picking.removeLabel(selected.size)}
            </AppButton>
          )}
        </div>
      ) : null}
      <div className="demo-table-scroll">
        <table className={className ? `demo-table ${className}` : 'demo-table'} aria-busy={loading}>
          <thead>
            <tr>
              {picking ? (
                <th scope="col" className="demo-col-pick">
                  <label className="demo-pick">
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
              ) : null}
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
                      className="demo-sort"
                      onClick={() => {
                        setSort(nextSort(sort, column.key));
                        setPage(1);
                      }}
                    >
                      {column.title}
                      <span aria-hidden="true" className="demo-sort-mark">
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
                <td colSpan={columns.length + (picking ? 1 : 0)} className="demo-table-empty">
                  {loading ? t('common.loading') : emptyText}
                </td>
              </tr>
            ) : (
              pageRows.map((row) => (
                <tr key={row.id} {...(open ? opening(open, row) : {})}>
                  {picking ? (
                    <td className="demo-col-pick">
                      <label className="demo-pick">
                        <input
                          type="checkbox"
                          aria-label={picking.selectLabel(row)}
                          checked={selected.has(row.id)}
                          onChange={(event) => pick([row.id], event.target.checked)}
                        />
                      </label>
                    </td>
                  ) : null}
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

/** What makes a row open: a press, or Enter or Space while it has the focus; marked while open. */
function opening<Row extends { id: RowId }>({ openedId, onOpen }: DemoTableOpen<Row>, row: Row) {
  return {
    tabIndex: 0,
    'aria-selected': row.id === openedId,
    onClick: () => onOpen(row),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onOpen(row);
    },
  };
}
