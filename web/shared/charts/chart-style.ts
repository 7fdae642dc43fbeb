/**
 * Series colours: each at least 3:1 against the white card (WCAG 1.4.11 for graphics), the first the
 * brand's blue. Colour never carries meaning alone: the table and the legend name every series.
 */
export const seriesColours = ['#1f3a8a', '#b45309', '#047857', '#7e22ce', '#be123c'] as const;

export const seriesColour = (index: number): string =>
  seriesColours[index % seriesColours.length] ?? seriesColours[0];

/**
 * The chart's height in px: tall enough for ten bars at 375 px, short enough for two blocks per
 * phone screen. The placeholder that holds its place until its turn (chart-turns.ts) has the same height, so
 * nothing moves when the chart arrives.
 */
export const chartHeight = 240;
