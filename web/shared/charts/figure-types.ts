/**
 * What a figure block shows (D30): the same rows drawn as a chart and written as a table. A row is
 * one category (a day, a stage, a band); each series is one column of values.
 */

/** How a value is written: a count, a percentage (13.3 for 13.3%), a number of days, or rupees. */
export type FigureUnit = 'count' | 'percent' | 'days' | 'money';

/** One column of values, named in the table's head and the chart's legend. */
export type FigureSeries = {
  /** The key of its values in each row's `values`; never `label`. */
  key: string;
  label: string;
  unit: FigureUnit;
  /** In the table only: a figure of another scale (a conversion beside counts) the chart leaves out. */
  tableOnly?: true;
};

/** One category: its name on the axis and in the table's first column, and its values. */
export type FigureRow = {
  label: string;
  /** Tells rows of the same label apart (two tests on one day); the label when not given. */
  key?: string;
  /** `null`: no value for this category (a median of no applications), drawn as a gap. */
  values: Record<string, number | null>;
};

/**
 * The chart drawn for the rows: columns, horizontal bars (a funnel, or long category names on a
 * phone) or a line over time.
 */
export type FigureKind = 'bar' | 'hbar' | 'line';

export type FigureData = {
  kind: FigureKind;
  /** The table's head over the categories ("Day", "Stage"). */
  categoryLabel: string;
  series: readonly FigureSeries[];
  rows: readonly FigureRow[];
};
