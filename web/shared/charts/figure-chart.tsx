import { useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartHeight, seriesColour } from './chart-style.ts';
import type { FigureData, FigureUnit } from './figure-types.ts';
import { labelCharWidth, tickInterval } from './tick-interval.ts';
import { useFigureFormat } from './use-figure-format.ts';

type Props = {
  data: FigureData;
  /** Names the chart's SVG for assistive technology (Recharts' `title`): the block's title. */
  title: string;
  /** Describes it (Recharts' `desc`): the block's one-sentence summary. */
  summary: string;
  /** The box's width when the block's turn came (chart-turns.ts): drawn at it in the first render. */
  width: number;
};

/**
 * The chart of a figure block, drawn by Recharts 3 with its accessibility layer on (its default: the
 * SVG is focusable and the arrow keys walk the tooltip over the points, read aloud). Loaded on its
 * own (chart-turns.ts): only the dashboards' routes bring Recharts in.
 */
/** The value axis's labels' room, in px, and the chart's margins. */
const valueAxisWidth = 56;
const margin = { top: 8, right: 12, bottom: 4, left: 0 };

export default function FigureChart({ data, title, summary, width }: Props) {
  const format = useFigureFormat();
  const drawn = data.series.filter((series) => !series.tableOnly);
  const rows = data.rows.map((row) => ({ label: row.label, ...row.values }));
  const unitOf = (key: unknown): FigureUnit =>
    drawn.find((series) => series.key === key)?.unit ?? 'count';
  const axisUnit = drawn[0]?.unit ?? 'count';
  const initial = { width, height: chartHeight };
  // The box's width as it changes (a phone turned): the axes' labels are spaced for it.
  const [boxWidth, setBoxWidth] = useState(width);
  const onResize = (next: number) => setBoxWidth(Math.round(next));
  const longest = Math.max(...data.rows.map((row) => row.label.length));
  const largest = Math.max(
    0,
    ...data.rows.flatMap((row) => drawn.map((series) => row.values[series.key] ?? 0)),
  );
  const valueChars = format(largest, axisUnit).length;
  // The category axis runs beside the value axis's labels and the right margin.
  const categorySpan = boxWidth - valueAxisWidth - margin.right;
  const tick = { fontSize: 12 };
  const tooltip = (
    <Tooltip
      formatter={(value, _name, item) => format(Number(value), unitOf(item.dataKey))}
      isAnimationActive={false}
    />
  );
  // Five or so values up the side: they never overlap, and are not measured to find out.
  const valueAxisProps = {
    tick,
    interval: 0,
    allowDecimals: axisUnit !== 'count',
    tickFormatter: (value: number) => format(value, axisUnit),
  };
  const container = {
    width: '100%' as const,
    height: chartHeight,
    initialDimension: initial,
    onResize,
  };
  const common = {
    data: rows,
    title,
    desc: summary,
    margin,
  };

  if (data.kind === 'line') {
    return (
      <ResponsiveContainer {...container}>
        <LineChart {...common}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="label"
            tick={tick}
            interval={tickInterval(rows.length, longest, categorySpan, 16)}
          />
          <YAxis {...valueAxisProps} width={valueAxisWidth} />
          {tooltip}
          {drawn.map((series, index) => (
            <Line
              key={series.key}
              dataKey={series.key}
              name={series.label}
              stroke={seriesColour(index)}
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    );
  }
  // Horizontal bars keep long category names (stages, in Tamil) readable on a phone: the names'
  // column is as wide as the longest needs, at most 150 px.
  const horizontal = data.kind === 'hbar';
  const namesWidth = Math.min(150, Math.max(valueAxisWidth, longest * labelCharWidth));
  return (
    <ResponsiveContainer {...container}>
      <BarChart {...common} layout={horizontal ? 'vertical' : 'horizontal'}>
        <CartesianGrid strokeDasharray="3 3" horizontal={!horizontal} vertical={horizontal} />
        {horizontal ? (
          <>
            <XAxis
              type="number"
              {...valueAxisProps}
              interval={tickInterval(5, valueChars, boxWidth - namesWidth - margin.right, 8)}
            />
            <YAxis type="category" dataKey="label" tick={tick} width={namesWidth} interval={0} />
          </>
        ) : (
          <>
            <XAxis
              dataKey="label"
              tick={tick}
              interval={tickInterval(rows.length, longest, categorySpan, 4)}
            />
            <YAxis {...valueAxisProps} width={valueAxisWidth} />
          </>
        )}
        {tooltip}
        {drawn.map((series, index) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={series.label}
            fill={seriesColour(index)}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
