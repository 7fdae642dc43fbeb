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
import { useFigureFormat } from './use-figure-format.ts';

type Props = {
  data: FigureData;
  /** Names the chart's SVG for assistive technology (Recharts' `title`): the block's title. */
  title: string;
  /** Describes it (Recharts' `desc`): the block's one-sentence summary. */
  summary: string;
};

/**
 * The chart of a figure block, drawn by Recharts 3 with its accessibility layer on (its default: the
 * SVG is focusable and the arrow keys walk the tooltip over the points, read aloud). Loaded on its
 * own (figure-block.tsx, React.lazy): only the dashboards' routes bring Recharts in.
 */
export default function FigureChart({ data, title, summary }: Props) {
  const format = useFigureFormat();
  const drawn = data.series.filter((series) => !series.tableOnly);
  const rows = data.rows.map((row) => ({ label: row.label, ...row.values }));
  const unitOf = (key: unknown): FigureUnit =>
    drawn.find((series) => series.key === key)?.unit ?? 'count';
  const axisUnit = drawn[0]?.unit ?? 'count';
  const tick = { fontSize: 12 };
  const tooltip = (
    <Tooltip
      formatter={(value, _name, item) => format(Number(value), unitOf(item.dataKey))}
      isAnimationActive={false}
    />
  );
  const valueAxisProps = {
    tick,
    allowDecimals: axisUnit !== 'count',
    tickFormatter: (value: number) => format(value, axisUnit),
  };
  const common = {
    data: rows,
    title,
    desc: summary,
    margin: { top: 8, right: 12, bottom: 4, left: 0 },
  };

  if (data.kind === 'line') {
    return (
      <ResponsiveContainer width="100%" height={chartHeight}>
        <LineChart {...common}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={tick} minTickGap={16} />
          <YAxis {...valueAxisProps} width={56} />
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
  // Horizontal bars keep long category names (stages, in Tamil) readable on a phone.
  const horizontal = data.kind === 'hbar';
  return (
    <ResponsiveContainer width="100%" height={chartHeight}>
      <BarChart {...common} layout={horizontal ? 'vertical' : 'horizontal'}>
        <CartesianGrid strokeDasharray="3 3" horizontal={!horizontal} vertical={horizontal} />
        {horizontal ? (
          <>
            <XAxis type="number" {...valueAxisProps} />
            <YAxis type="category" dataKey="label" tick={tick} width={104} interval={0} />
          </>
        ) : (
          <>
            <XAxis dataKey="label" tick={tick} minTickGap={4} />
            <YAxis {...valueAxisProps} width={56} />
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
