import { lazy, type ReactNode, Suspense, useEffect, useId, useSyncExternalStore } from 'react';
import { preloadWhenIdle } from '../ui/preload-when-idle.ts';
import { chartHeight, seriesColour } from './chart-style.ts';
import { FigureTable } from './figure-table.tsx';
import type { FigureData } from './figure-types.ts';
import './figure-block.css';

const chartModule = () => import(/* webpackChunkName: "charts" */ './figure-chart.tsx');

/**
 * Recharts arrives on its own chunk once the page has loaded and the browser is idle: the title,
 * the summary and the table paint first (issue 28: the tables paint before the charts' code
 * arrives), and its 107 kB (brotli) neither delay the figures nor block a phone's first input
 * (issue 29: fetched with the route, the dashboards scored 77-79 on a phone). No other route
 * loads it.
 */
const FigureChart = lazy(chartModule);

let chartsArrived = false;
let chartsAsked = false;
const chartListeners = new Set<() => void>();

/** Asks for the chart code in the browser's next idle moment (once; later calls do nothing). */
export function preloadCharts(): void {
  if (chartsAsked) return;
  chartsAsked = true;
  preloadWhenIdle([
    async () => {
      await chartModule();
      chartsArrived = true;
      for (const listener of chartListeners) listener();
    },
  ]);
}

function subscribeToCharts(listener: () => void) {
  chartListeners.add(listener);
  return () => chartListeners.delete(listener);
}

/** Whether the chart code has arrived: until then a block keeps the chart's room empty. */
function useChartsArrived(): boolean {
  useEffect(preloadCharts, []);
  return useSyncExternalStore(
    subscribeToCharts,
    () => chartsArrived,
    () => false,
  );
}

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
  const chartsReady = useChartsArrived();
  const chartWait = (
    <div className="figure-block-chart-wait" style={{ height: chartHeight }} aria-hidden="true" />
  );
  return (
    <section className="figure-block" aria-labelledby={titleId}>
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
          <div className="figure-block-chart">
            {chartsReady ? (
              <Suspense fallback={chartWait}>
                <FigureChart data={data} title={title} summary={summary} />
              </Suspense>
            ) : (
              chartWait
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
