import { useTranslation } from 'react-i18next';
import type { FigureData } from './figure-types.ts';
import { useFigureFormat } from './use-figure-format.ts';

/**
 * The figures of a chart as a table (D30): what a screen reader reads, and what a reader sees
 * before the chart's code arrives. Wide or long tables scroll inside their own box, which a
 * keyboard can focus, so the page never scrolls sideways at 375 px.
 */
export function FigureTable({ title, data }: { title: string; data: FigureData }) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus (axe scrollable-region-focusable)
    <section className="figure-table" aria-label={t('charts.tableOf', { title })} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{data.categoryLabel}</th>
            {data.series.map((series) => (
              <th key={series.key} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.key ?? row.label}>
              <th scope="row">{row.label}</th>
              {data.series.map((series) => (
                <td key={series.key}>{format(row.values[series.key] ?? null, series.unit)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
