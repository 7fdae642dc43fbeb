/**
 * The arithmetic every dashboard's figures share (D30), written once so that "median", "band" and
 * "conversion" mean the same on the recruiter's, the student's, the company's and the institute's
 * dashboards. Each figure's definition in words is in the contract's description.
 */

const dayMs = 86_400_000;

/** Rounded to one decimal, half away from zero: how every fractional figure is sent. */
export const round1 = (value: number): number =>
  (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10;

/**
 * The median of the values: the middle one, or the mean of the two middle ones for an even count;
 * `null` for none (a figure with no data is no value, not 0). Rounded to one decimal.
 */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  // A typed array sorts numbers natively, several times faster than a comparator over 10,000.
  const sorted = Float64Array.from(values).sort();
  const middle = sorted.length >> 1;
  const upper = sorted[middle] as number;
  const value = sorted.length % 2 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
  return round1(value);
}

/** A 10-point band of percentages: "0–9" … "80–89", and "90–100" (100 has no band of its own). */
export type Band = { from: number; to: number; count: number };

/**
 * Counts percentages (0–100) in ten bands: [0, 10), [10, 20) … [80, 90), [90, 100]. Every band is
 * there, empty ones with 0, so a chart's axis is the same for every filter.
 */
export function bands10(percentages: readonly number[]): Band[] {
  const bands: Band[] = Array.from({ length: 10 }, (_, index) => ({
    from: index * 10,
    to: index === 9 ? 100 : index * 10 + 9,
    count: 0,
  }));
  for (const percentage of percentages) {
    const index = Math.min(9, Math.max(0, Math.floor(percentage / 10)));
    (bands[index] as Band).count += 1;
  }
  return bands;
}

/**
 * The conversion from one step to the next, in percent with one decimal: of those who reached
 * `from`, the share who reached `to` (12 of 40 is 30). `null` when none reached `from`.
 */
export function conversion(reachedFrom: number, reachedTo: number): number | null {
  return reachedFrom === 0 ? null : round1((reachedTo / reachedFrom) * 100);
}

/** Days from one instant to a later one, fractional (36 hours is 1.5), not rounded. */
export function daysBetween(from: string | number, to: string | number): number {
  const start = typeof from === 'number' ? from : Date.parse(from);
  const end = typeof to === 'number' ? to : Date.parse(to);
  return (end - start) / dayMs;
}

/** The calendar day (YYYY-MM-DD) of an instant in India (UTC+5:30, no daylight saving). */
export function indiaDay(at: string | number): string {
  const ms = (typeof at === 'number' ? at : Date.parse(at)) + 330 * 60_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** Every day from `from` to `to` (YYYY-MM-DD, both included), for a per-day series with no gaps. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += dayMs) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}
