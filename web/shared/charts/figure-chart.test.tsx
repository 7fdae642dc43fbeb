import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FigureChart, { valueTicks } from './figure-chart.tsx';
import type { FigureData } from './figure-types.ts';

const stages: FigureData = {
  kind: 'bar',
  categoryLabel: 'Stage',
  series: [
    { key: 'reached', label: 'Reached', unit: 'count' },
    { key: 'share', label: 'Share', unit: 'percent', tableOnly: true },
  ],
  rows: [
    { label: 'Applied', values: { reached: 1234, share: 100 } },
    { label: 'Shortlisted', values: { reached: 617, share: 50 } },
    { label: 'Offered', values: { reached: 0, share: 0 } },
  ],
};

const chartOf = (data: FigureData, width = 400) => {
  render(<FigureChart data={data} title="Stages" summary="Three stages." width={width} />);
  return screen.getByRole('img', { name: 'Stages' });
};

const heightOf = (bar: Element) => Number(bar.getAttribute('height'));

describe('a figure chart (D30, issue 29: drawn as the app’s own SVG)', () => {
  it('is named by the title and described by the summary, and draws a bar a value, to scale', () => {
    const chart = chartOf(stages);
    expect(chart.getAttribute('aria-describedby')).toBe(
      chart.querySelector('desc')?.getAttribute('id'),
    );
    expect(chart.querySelector('desc')?.textContent).toBe('Three stages.');
    // One bar for each drawn value; the table-only share is not drawn.
    const bars = [...chart.querySelectorAll('rect[fill]')];
    expect(bars).toHaveLength(3);
    const [applied = 0, shortlisted = 0, offered] = bars.map(heightOf);
    expect(shortlisted / applied).toBeCloseTo(617 / 1234, 2);
    expect(offered).toBe(0);
    // The value axis runs in round steps past the largest value, written as the table writes them.
    const labels = [...chart.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toEqual(['0', '500', '1,000', '1,500', 'Applied', 'Shortlisted', 'Offered']);
  });

  it("shows a category's values as the arrow keys move along them, and hides them on Escape", () => {
    const chart = chartOf({
      ...stages,
      series: [
        { key: 'reached', label: 'Reached', unit: 'count' },
        { key: 'days', label: 'Median days', unit: 'days' },
      ],
      rows: [
        { label: 'Applied', values: { reached: 1234, days: 2 } },
        { label: 'Shortlisted', values: { reached: 617, days: null } },
      ],
    });
    const tooltip = () => document.querySelector('.figure-chart-tooltip');
    expect(tooltip()).toBeNull();
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(tooltip()?.textContent).toBe('AppliedReached: 1,234Median days: 2 days');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(tooltip()?.textContent).toBe('ShortlistedReached: 617Median days: –');
    // Past the last, it stays there.
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(tooltip()?.textContent).toContain('Shortlisted');
    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(tooltip()).toBeNull();
  });

  it('draws a line over time with a gap where a day has no value, and bars across for hbar', () => {
    const line = chartOf({
      kind: 'line',
      categoryLabel: 'Day',
      series: [{ key: 'median', label: 'Median days', unit: 'days' }],
      rows: [
        { label: '1 Nov', values: { median: 3 } },
        { label: '2 Nov', values: { median: 4 } },
        { label: '3 Nov', values: { median: null } },
        { label: '4 Nov', values: { median: 2 } },
      ],
    });
    const path = line.querySelector('path')?.getAttribute('d') ?? '';
    // Two runs: the first two days, then the fourth alone.
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path.match(/L/g)).toHaveLength(1);
    expect(line.querySelectorAll('circle')).toHaveLength(3);
  });

  it('lays horizontal bars out along the value axis, the names beside them', () => {
    const chart = chartOf({ ...stages, kind: 'hbar' });
    const bars = [...chart.querySelectorAll('rect[fill]')];
    const widths = bars.map((bar) => Number(bar.getAttribute('width')));
    expect((widths[1] ?? 0) / (widths[0] ?? 1)).toBeCloseTo(617 / 1234, 2);
    const names = [...chart.querySelectorAll('text[text-anchor="end"]')].map((t) => t.textContent);
    expect(names).toEqual(['Applied', 'Shortlisted', 'Offered']);
  });
});

describe("a value axis's steps", () => {
  it('runs from 0 in round steps to at least the largest value, whole ones for counts', () => {
    expect(valueTicks(0, 1234, true)).toEqual([0, 500, 1000, 1500]);
    expect(valueTicks(0, 7, true)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(0, 3, true)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(0, 66.7, false)).toEqual([0, 20, 40, 60, 80]);
    expect(valueTicks(0, 0.9, false)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(valueTicks(0, 0, true)).toEqual([0, 1]);
  });
});
