import { type ReactNode, useId, useRef } from 'react';
import { chartHeight, seriesColour } from './chart-style.ts';
import { useChartTurn } from './chart-turns.ts';
import { FigureTable } from './figure-table.tsx';
import type { FigureData } from './figure-types.ts';
import './figure-block.css';

type Props = {
  title: string;
  /** One sentence that says what the figures show, in words ("42 applications in 30 days."). */
  summary: string;
  data: FigureData;
  /** Said instead of the chart and table when there are no rows (an empty filter). */
  empty: string;
  /** Beside the title: a control of the block's own (rarely needed). */
  extra?: ReactNode;
};

/**
 * One figure of a dashboard (D30): its title, a sentence in words, the chart, and the same figures
 * as a table below it. The chart is a picture of the table, so its legend is hidden from screen
 * readers and the SVG carries the title and summary as its name and description.
 */
export function FigureBlock({ title, summary, data, empty, extra }: Props) {
  const titleId = useId();
  const hasRows = data.rows.length > 0;
  const block = useRef<HTMLElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // Until its turn (chart-turns.ts), the chart's room is kept empty: nothing moves when it comes.
  const turn = useChartTurn(block, box);
  return (
    <section ref={block} className="figure-block" aria-labelledby={titleId}>
      <div className="figure-block-head">
        <h2 id={titleId} className="figure-block-title">
          {title}
        </h2>
        {extra}
      </div>
      <p className="figure-block-summary">{hasRows ? summary : empty}</p>
      {hasRows ? (
        <>
          {data.series.filter((series) => !series.tableOnly).length > 1 ? (
            <FigureLegend data={data} />
          ) : null}
          <div ref={box} className="figure-block-chart">
            {turn ? (
              <turn.Chart data={data} title={title} summary={summary} width={turn.width} />
            ) : (
              <div
                className="figure-block-chart-wait"
                style={{ height: chartHeight }}
                aria-hidden="true"
              />
            )}
          </div>
          <FigureTable title={title} data={data} />
        </>
      ) : null}
    </section>
  );
}

/** The series' colours, named: a picture only (the table's head names the series for everyone). */
function FigureLegend({ data }: { data: FigureData }) {
  return (
    <ul className="figure-legend" aria-hidden="true">
      {data.series
        .filter((series) => !series.tableOnly)
        .map((series, index) => (
          <li key={series.key}>
            <span className="figure-legend-swatch" style={{ background: seriesColour(index) }} />
            {series.label}
          </li>
        ))}
    </ul>
  );
}
