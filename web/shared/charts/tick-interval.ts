/** About how wide a character of the axes' 12 px labels is, in px. */
export const labelCharWidth = 7;

/**
 * Every how-many-th label an axis shows so that its labels do not overlap (0: every label): `count`
 * labels of at most `longest` characters over `span` px, `gap` px apart. Reckoned, not measured:
 * measuring every label in the page was a third of a chart's drawing time on a phone (issue 29).
 * Without a width to go by (not laid out yet), every label.
 */
export function tickInterval(count: number, longest: number, span: number, gap: number): number {
  if (span <= 0) return 0;
  const fits = Math.max(1, Math.floor(span / (longest * labelCharWidth + gap)));
  return Math.max(0, Math.ceil(count / fits) - 1);
}
