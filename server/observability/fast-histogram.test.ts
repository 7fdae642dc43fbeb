/**
 * FastHistogram writes what prom-client's own Histogram writes for the same observations, line for
 * line, so that a scraper cannot tell them apart.
 */
import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { FastHistogram } from './fast-histogram.ts';

const BUCKETS = [0.001, 0.01, 0.1, 1];
const LABELS = ['method', 'route', 'status'] as const;
const OBSERVED: [[string, string, number], number][] = [
  [['GET', '/*', 200], 0.0004],
  [['GET', '/*', 200], 0.001],
  [['GET', '/*', 200], 0.05],
  [['GET', '/api/*', 200], 2],
  [['GET', '/api/*', 504], 0.3],
  [['POST', '/api/*', 429], 0.002],
];

describe('FastHistogram', () => {
  it('writes what prom-client writes for the same observations', async () => {
    const theirs = new Registry();
    const reference = new Histogram({
      name: 'd',
      help: 'durations',
      labelNames: LABELS,
      buckets: BUCKETS,
      registers: [theirs],
    });
    const ours = new Registry();
    const fast = new FastHistogram('d', 'durations', LABELS, BUCKETS);
    fast.registerIn(ours);
    for (const [[method, route, status], seconds] of OBSERVED) {
      reference.observe({ method, route, status }, seconds);
      fast.observe([method, route, status], seconds);
    }
    const sorted = (text: string) => text.split('\n').sort();
    expect(sorted(await ours.metrics())).toEqual(sorted(await theirs.metrics()));
    expect(await ours.metrics()).toContain(
      'd_bucket{le="0.001",method="GET",route="/*",status="200"} 2',
    );
  });
});
