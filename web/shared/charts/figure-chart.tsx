import {
  type KeyboardEvent,
  type PointerEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { chartHeight, seriesColour } from './chart-style.ts';
import type { FigureData, FigureRow, FigureSeries } from './figure-types.ts';
import { labelCharWidth, tickInterval } from './tick-interval.ts';
import { useFigureFormat } from './use-figure-format.ts';

type Props = {
  data: FigureData;
  /** Names the chart's SVG for assistive technology: the block's title. */
  title: string;
  /** Describes it: the block's one-sentence summary. */
  summary: string;
  /** The box's width when the block's turn came (chart-turns.ts): drawn at it in the first render. */
  width: number;
};

/** The value axis's labels' room, in px, and the chart's margins. */
const valueAxisWidth = 56;
const margin = { top: 8, right: 12, bottom: 4 };
/** The room under the plot for the axis's labels (the categories, or a horizontal chart's values). */
const bottomAxisHeight = 24;
/** The labels' size, in px, and their colour: 7.6:1 on the card's white. */
const tickFontSize = 12;
const labelColour = '#4b5563';
const gridColour = '#d1d5db';
/** How much of a category's band its bars fill, together. */
const barsShare = 0.8;

/**
 * About `count` round values for a value axis, from 0 (or the least value, if negative) to at least
 * the largest: steps of 1, 2, 2.5 or 5 times a power of ten, whole ones for counts.
 */
export function valueTicks(least: number, largest: number, whole: boolean, count = 5): number[] {
  const low = Math.min(0, least);
  const high = Math.max(0, largest);
  if (high === low) return [0, 1];
  const rough = (high - low) / (count - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const nice = [1, 2, 2.5, 5, 10].map((times) => times * power).find((step) => step >= rough);
  const step = whole ? Math.max(1, Math.ceil(nice ?? rough)) : (nice ?? rough);
  const ticks: number[] = [];
  for (let value = Math.floor(low / step) * step; value < high + step; value += step) {
    ticks.push(Number(value.toFixed(10)));
    if (value >= high) break;
  }
  return ticks;
}

/** A label cut to about `room` px, with an ellipsis (the table below has it whole). */
const cutLabel = (label: string, room: number) => {
  const chars = Math.max(1, Math.floor(room / labelCharWidth));
  return label.length > chars ? `${label.slice(0, Math.max(1, chars - 1))}…` : label;
};

const figureOf = (row: FigureRow, series: FigureSeries) => row.values[series.key] ?? null;

/**
 * The chart of a figure block: columns, horizontal bars or lines, drawn as one SVG by React in a
 * millisecond or two (issue 29: Recharts took 100-400 ms of a phone's CPU a chart, and 107 kB).
 * The table below it holds the same figures for everyone; the chart is a picture, named by the
 * block's title and described by its summary. Pointing at a category, or moving along them with
 * the arrow keys once the chart has the focus, shows that category's values beside it.
 */
export default function FigureChart({ data, title, summary, width }: Props) {
  const format = useFigureFormat();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // The box's width as it changes (a phone turned): the axes' labels are spaced for it.
  const [boxWidth, setBoxWidth] = useState(width);
  const [active, setActive] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.clientWidth);
      if (next > 0) setBoxWidth(next);
    };
    if (width <= 0) measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  const drawn = data.series.filter((series) => !series.tableOnly);
  const { rows } = data;
  const count = rows.length;
  const axisUnit = drawn[0]?.unit ?? 'count';
  const values = rows.flatMap((row) =>
    drawn.map((series) => figureOf(row, series)).filter((value) => value !== null),
  );
  const ticks = valueTicks(Math.min(0, ...values), Math.max(0, ...values), axisUnit === 'count');
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const longest = Math.max(...rows.map((row) => row.label.length));
  const horizontal = data.kind === 'hbar';
  // Horizontal bars keep long category names (stages, in Tamil) readable on a phone: the names'
  // column is as wide as the longest needs, and the gap before the bars, at most 150 px.
  const namesGap = 8;
  const left = horizontal
    ? Math.min(150, Math.max(valueAxisWidth, longest * labelCharWidth + namesGap))
    : valueAxisWidth;
  const right = Math.max(left + 1, boxWidth - margin.right);
  const top = margin.top;
  const bottom = chartHeight - margin.bottom - bottomAxisHeight;
  const across = right - left;
  const down = bottom - top;
  const at = (value: number) =>
    horizontal
      ? left + ((value - low) / (high - low)) * across
      : bottom - ((value - low) / (high - low)) * down;
  const band = (horizontal ? down : across) / Math.max(1, count);
  const middle = (index: number) => (horizontal ? top : left) + band * (index + 0.5);

  // Every how-many-th label fits without overlapping, as the app's other axes space them.
  const every = (interval: number) => interval + 1;
  const valueChars = format(high, axisUnit).length;
  const valueEvery = horizontal ? every(tickInterval(ticks.length, valueChars, across, 8)) : 1;
  const categoryEvery = horizontal
    ? 1
    : every(tickInterval(count, longest, across, data.kind === 'line' ? 16 : 4));

  const pick = (index: number | null) =>
    setActive(index === null ? null : Math.max(0, Math.min(count - 1, index)));
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const along = horizontal ? event.clientY - rect.top - top : event.clientX - rect.left - left;
    pick(along < 0 || along > band * count ? null : Math.floor(along / band));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, number | null> = {
      ArrowRight: (active ?? -1) + 1,
      ArrowDown: (active ?? -1) + 1,
      ArrowLeft: (active ?? 1) - 1,
      ArrowUp: (active ?? 1) - 1,
      Home: 0,
      End: count - 1,
      Escape: null,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    pick(moves[event.key] ?? null);
  };

  const activeRow = active === null ? undefined : rows[active];
  const zero = at(Math.max(low, 0));
  return (
    <div ref={box} className="figure-chart">
      <svg
        className="figure-chart-svg"
        width={boxWidth}
        height={chartHeight}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys walk the categories' values (as the tooltip under a pointer).
        tabIndex={0}
        onPointerMove={onPointerMove}
        onPointerLeave={() => pick(null)}
        onKeyDown={onKeyDown}
        onBlur={() => pick(null)}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-summary`}>{summary}</desc>
        {active === null ? null : data.kind === 'line' ? (
          <line x1={middle(active)} x2={middle(active)} y1={top} y2={bottom} stroke="#9ca3af" />
        ) : (
          <rect
            className="figure-chart-cursor"
            x={horizontal ? left : middle(active) - band / 2}
            y={horizontal ? middle(active) - band / 2 : top}
            width={horizontal ? across : band}
            height={horizontal ? band : down}
          />
        )}
        <g stroke={gridColour} strokeDasharray="3 3">
          {ticks.map((tick) =>
            horizontal ? (
              <line key={tick} x1={at(tick)} x2={at(tick)} y1={top} y2={bottom} />
            ) : (
              <line key={tick} x1={left} x2={right} y1={at(tick)} y2={at(tick)} />
            ),
          )}
        </g>
        <g fill={labelColour} fontSize={tickFontSize}>
          {ticks.map((tick, index) =>
            index % valueEvery !== 0 ? null : horizontal ? (
              <text key={tick} x={at(tick)} y={bottom + 16} textAnchor="middle">
                {format(tick, axisUnit)}
              </text>
            ) : (
              <text key={tick} x={left - 6} y={at(tick) + 4} textAnchor="end">
                {format(tick, axisUnit)}
              </text>
            ),
          )}
          {rows.map((row, index) =>
            index % categoryEvery !== 0 ? null : horizontal ? (
              <text key={row.key ?? row.label} x={left - 6} y={middle(index) + 4} textAnchor="end">
                {cutLabel(row.label, left - namesGap)}
              </text>
            ) : (
              <text
                key={row.key ?? row.label}
                x={middle(index)}
                y={bottom + 16}
                textAnchor="middle"
              >
                {cutLabel(row.label, band * categoryEvery - 4)}
              </text>
            ),
          )}
        </g>
        <line
          stroke={labelColour}
          x1={left}
          x2={horizontal ? left : right}
          y1={horizontal ? top : bottom}
          y2={bottom}
        />
        {data.kind === 'line'
          ? drawn.map((series, index) => (
              <Line
                key={series.key}
                rows={rows}
                series={series}
                colour={seriesColour(index)}
                x={middle}
                y={at}
                active={active}
              />
            ))
          : rows.map((row, index) => {
              const group = band * barsShare;
              const size = group / Math.max(1, drawn.length);
              return (
                <g key={row.key ?? row.label}>
                  {drawn.map((series, which) => {
                    const value = figureOf(row, series);
                    if (value === null) return null;
                    const start = middle(index) - group / 2 + which * size;
                    const end = at(value);
                    const [from, length] = [Math.min(zero, end), Math.abs(end - zero)];
                    return (
                      <rect
                        key={series.key}
                        x={horizontal ? from : start}
                        y={horizontal ? start : from}
                        width={horizontal ? length : size}
                        height={horizontal ? size : length}
                        fill={seriesColour(which)}
                      />
                    );
                  })}
                </g>
              );
            })}
      </svg>
      {activeRow && active !== null ? (
        <div
          className="figure-chart-tooltip"
          aria-hidden="true"
          style={tooltipPlace({ horizontal, at: middle(active), band, left, boxWidth })}
        >
          <p className="figure-chart-tooltip-label">{activeRow.label}</p>
          <ul>
            {drawn.map((series, index) => (
              <li key={series.key}>
                <span
                  className="figure-legend-swatch"
                  style={{ background: seriesColour(index) }}
                />
                {series.label}: {format(figureOf(activeRow, series), series.unit)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Where the tooltip goes: beside its category's column, on the side with more room; under or over
 * its category's bar, right of the names.
 */
function tooltipPlace(place: {
  horizontal: boolean;
  at: number;
  band: number;
  left: number;
  boxWidth: number;
}) {
  const { horizontal, at, band, left, boxWidth } = place;
  const gap = 12;
  if (horizontal) {
    return at < chartHeight / 2
      ? { top: at + band / 2 + 4, left }
      : { bottom: chartHeight - at + band / 2 + 4, left };
  }
  return at < boxWidth / 2
    ? { top: margin.top, left: at + gap }
    : { top: margin.top, right: boxWidth - at + gap };
}

/** One series as a line over the categories, a gap where a category has no value, a dot at each. */
function Line({
  rows,
  series,
  colour,
  x,
  y,
  active,
}: {
  rows: readonly FigureRow[];
  series: FigureSeries;
  colour: string;
  x: (index: number) => number;
  y: (value: number) => number;
  active: number | null;
}) {
  let path = '';
  let drawing = false;
  rows.forEach((row, index) => {
    const value = figureOf(row, series);
    if (value === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${x(index).toFixed(1)} ${y(value).toFixed(1)}`;
    drawing = true;
  });
  return (
    <g>
      <path d={path} fill="none" stroke={colour} strokeWidth={2} />
      {rows.map((row, index) => {
        const value = figureOf(row, series);
        return value === null ? null : (
          <circle
            key={row.key ?? row.label}
            cx={x(index)}
            cy={y(value)}
            r={index === active ? 5 : 3}
            fill={index === active ? colour : '#fff'}
            stroke={colour}
            strokeWidth={2}
          />
        );
      })}
    </g>
  );
}
