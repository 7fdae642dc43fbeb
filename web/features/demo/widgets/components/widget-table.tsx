import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableWidget } from '#openapi/demo/widgets.ts';
import { numberFormat } from '../../../../shared/intl/cached-formats.ts';
import { formatDay, localeOf } from '../../../../shared/time/format-date.ts';

type Sort = { key: string; descending: boolean } | null;

const isoInstant = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/** A cell as a person reads it: numbers in the UI's digits grouping, instants as their day. */
function cellText(value: string | number | undefined, language: string): string {
  if (typeof value === 'number') return numberFormat(localeOf(language)).format(value);
  if (value && isoInstant.test(value)) return formatDay(value, language);
  return value ?? '';
}

/** A table widget: a plain table whose column heads sort it (numbers as numbers). */
export function WidgetTable({ table }: { table: TableWidget }) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<Sort>(null);
  const rows = sort
    ? [...table.rows].sort((a, b) => {
        const x = a[sort.key] ?? '';
        const y = b[sort.key] ?? '';
        const order =
          typeof x === 'number' && typeof y === 'number'
            ? x - y
            : String(x).localeCompare(String(y));
        return sort.descending ? -order : order;
      })
    : table.rows;
  const toggle = (key: string) =>
    setSort((current) =>
      current?.key === key ? { key, descending: !current.descending } : { key, descending: false },
    );
  return (
    <div className="widget-table-card">
      <h2 className="widget-title">{table.title}</h2>
      {/* Wider than a phone: the table scrolls in its own region, which a keyboard can reach. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (axe scrollable-region-focusable) */}
      <section className="widget-table-scroll" tabIndex={0} aria-label={table.title}>
        <table className="widget-table">
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={column.numeric ? 'widget-numeric' : undefined}
                  aria-sort={
                    sort?.key === column.key
                      ? sort.descending
                        ? 'descending'
                        : 'ascending'
                      : undefined
                  }
                >
                  <button
                    type="button"
                    className="widget-sort"
                    onClick={() => toggle(column.key)}
                    title={t('demoWidgets.sortBy', { column: column.title })}
                  >
                    {column.title}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // Rows have no id of their own; their order is the table's.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index}>
                {table.columns.map((column) => (
                  <td key={column.key} className={column.numeric ? 'widget-numeric' : undefined}>
                    {cellText(row[column.key], i18n.language)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
