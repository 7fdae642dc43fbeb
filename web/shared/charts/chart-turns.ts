import { type RefObject, startTransition, useEffect, useState } from 'react';
import { afterIdle } from '../ui/after-idle.ts';
import { preloadWhenIdle } from '../ui/preload-when-idle.ts';
import type FigureChartComponent from './figure-chart.tsx';

type FigureChart = typeof FigureChartComponent;

const chartModule = () => import(/* webpackChunkName: "charts" */ './figure-chart.tsx');

/**
 * The chart code arrives on its own chunk once the page has loaded and the browser is idle: the
 * title, the summary and the table paint first (issue 28: the tables paint before the charts' code
 * arrives), and it neither delays the figures nor blocks a phone's first input (issue 29: fetched
 * with the route, Recharts' 107 kB made the dashboards score 77-79 on a phone; figure-chart.tsx,
 * its own SVG since, is a few kB). No other route loads it. Kept here once arrived, so a block
 * draws it at once, without React.lazy's extra pass.
 */
let arrived: FigureChart | null = null;
let asked = false;

/** Asks for the chart code in the browser's next idle moment (once; later calls do nothing). */
export function preloadCharts(): void {
  if (asked) return;
  asked = true;
  preloadWhenIdle([
    async () => {
      arrived = (await chartModule()).default;
      // Not in the task that ran the chart's module: the first chart waits for the next idle moment.
      afterIdle(drawNext);
    },
  ]);
}

/**
 * The blocks whose chart is near the screen, first come first drawn. Recharts drew a chart in
 * some 100-300 ms of a phone's CPU: all of a dashboard's at once were one task of 750 ms on a
 * phone (issue 29, /collegedashboard), so a chart is drawn only when its block comes near the
 * screen, and one at a time, the next once the browser is idle again (input answered, the last
 * chart's own follow-up renders done). The app's own SVG draws in a few ms; the turns keep a
 * dashboard's first screen from drawing more than it shows.
 */
const waiting: Array<() => void> = [];
let drawing = false;

function drawNext() {
  if (drawing || !arrived) return;
  const draw = waiting.shift();
  if (!draw) return;
  drawing = true;
  draw();
  afterIdle(() => {
    drawing = false;
    drawNext();
  });
}

/**
 * How near the screen a block is when its chart is drawn: a quarter of a phone's screen before it
 * shows, time enough to draw one while the page scrolls; no further, so that a phone's first load
 * draws only the charts on its first screen.
 */
const NEAR_SCREEN = '200px 0px';

/**
 * A figure block's turn to draw its chart: null until the chart code has arrived, the block
 * (`block`) is near the screen and the charts before it are drawn; then the chart and the width
 * its box has (`box`), so the chart draws at that size in its first render instead of a second.
 */
export function useChartTurn(
  block: RefObject<HTMLElement | null>,
  box: RefObject<HTMLElement | null>,
): { Chart: FigureChart; width: number } | null {
  const [turn, setTurn] = useState<{ Chart: FigureChart; width: number } | null>(null);
  useEffect(() => {
    const element = block.current;
    if (!element) return;
    preloadCharts();
    let cancelled = false;
    const draw = () => {
      if (cancelled || !arrived) return;
      const turn = { Chart: arrived, width: Math.round(box.current?.clientWidth ?? -1) };
      // A transition: React draws the chart in slices that let the browser answer input between.
      startTransition(() => setTurn(turn));
    };
    const queue = () => {
      waiting.push(draw);
      drawNext();
    };
    // No IntersectionObserver (a test's DOM): every block is near.
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              queue();
            },
            { rootMargin: NEAR_SCREEN },
          )
        : null;
    if (observer) observer.observe(element);
    else queue();
    return () => {
      cancelled = true;
      observer?.disconnect();
      const index = waiting.indexOf(draw);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [block, box]);
  return turn;
}
