// Small sums the company's and the institute's dashboards share (D30).

/** A value to one decimal, as every figure of the dashboards is written. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The median of some values to one decimal (the mean of the middle two of an even count); null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return oneDecimal(median);
}

/** The largest value, or null for none. */
export const highestOf = (values: readonly number[]) =>
  values.length === 0 ? null : Math.max(...values);

/** part / whole × 100 to one decimal; null when the whole is none. */
export const rateOf = (part: number, whole: number) =>
  whole === 0 ? null : oneDecimal((part / whole) * 100);
