import type { Metric, Registry } from 'prom-client';

type LabelValue = string | number;

/** One label set's observations: a count per bucket (not yet cumulative), the sum and the count. */
type Series = {
  labels: Record<string, LabelValue>;
  counts: Float64Array;
  sum: number;
  count: number;
};

/** A tree of maps, one level per label, down to the series. */
type Level = Map<LabelValue, Level | Series>;

/**
 * A Prometheus histogram for the edge's per-request durations, written in the registry's text
 * format as prom-client's own Histogram is. prom-client's `observe` turns its labels into a
 * hashed key on every call: 3–4.5 µs here, a tenth of a static answer's CPU (~30 µs). This one
 * finds the series through one map per label (the values are the same few strings and numbers
 * again and again) and adds to a bucket: well under 0.2 µs.
 */
export class FastHistogram<Names extends readonly string[]> {
  private readonly root: Level = new Map();
  private readonly all: Series[] = [];

  private readonly name: string;
  private readonly help: string;
  private readonly labelNames: Names;
  private readonly buckets: readonly number[];

  constructor(name: string, help: string, labelNames: Names, buckets: readonly number[]) {
    this.name = name;
    this.help = help;
    this.labelNames = labelNames;
    this.buckets = buckets;
  }

  /** Counts one observation of `seconds` for the label values, in the order of `labelNames`. */
  observe(values: { [K in keyof Names]: LabelValue }, seconds: number): void {
    const last = values.length - 1;
    let level = this.root;
    for (let at = 0; at < last; at++) {
      const value = values[at] as LabelValue;
      let next = level.get(value) as Level | undefined;
      if (!next) {
        next = new Map();
        level.set(value, next);
      }
      level = next;
    }
    const leaf = values[last] as LabelValue;
    let series = level.get(leaf) as Series | undefined;
    if (!series) {
      series = this.newSeries(values);
      level.set(leaf, series);
    }
    const { buckets } = this;
    let bucket = 0;
    while (bucket < buckets.length && seconds > (buckets[bucket] as number)) bucket++;
    series.counts[bucket] = (series.counts[bucket] ?? 0) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** Adds this histogram to `registry`, beside prom-client's own metrics. */
  registerIn(registry: Registry): void {
    registry.registerMetric(this as unknown as Metric);
  }

  /** What the registry writes (prom-client's MetricObject shape), asked for at each scrape. */
  get() {
    const values: { labels: Record<string, LabelValue>; value: number; metricName: string }[] = [];
    for (const series of this.all) {
      let cumulative = 0;
      this.buckets.forEach((le, at) => {
        cumulative += series.counts[at] as number;
        values.push({
          labels: { le, ...series.labels },
          value: cumulative,
          metricName: `${this.name}_bucket`,
        });
      });
      values.push({
        labels: { le: '+Inf', ...series.labels },
        value: series.count,
        metricName: `${this.name}_bucket`,
      });
      values.push({ labels: series.labels, value: series.sum, metricName: `${this.name}_sum` });
      values.push({ labels: series.labels, value: series.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: 'histogram', values, aggregator: 'sum' };
  }

  private newSeries(values: readonly LabelValue[]): Series {
    const labels = Object.fromEntries(this.labelNames.map((name, at) => [name, values[at] ?? '']));
    const series = { labels, counts: new Float64Array(this.buckets.length + 1), sum: 0, count: 0 };
    this.all.push(series);
    return series;
  }
}
