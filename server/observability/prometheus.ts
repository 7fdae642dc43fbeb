import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { FastHistogram } from './fast-histogram.ts';
import { installMetricsSink, type MetricsSink } from './record.ts';

/**
 * The buckets OpenTelemetry's HTTP conventions advise for request durations, in seconds, with two
 * below 5 ms: most of the edge's answers (files from memory, a proxied call on a near backend) take
 * under one.
 */
const DURATION_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10,
];

/**
 * The edge's metrics in a registry of their own (D32), named as OpenTelemetry's HTTP conventions
 * name them in Prometheus (`http.server.request.duration` → `http_server_request_duration_seconds`,
 * attributes as labels), plus prom-client's default process metrics: event-loop delay, heap, GC.
 * Loaded only when METRICS_PORT is set; installs itself as record.ts's sink.
 */
export function startMetrics(): Registry {
  const registry = new Registry();
  const registers = [registry];
  const serverDuration = new FastHistogram(
    'http_server_request_duration_seconds',
    'Duration of HTTP server requests, fast paths included',
    ['http_request_method', 'http_route', 'http_response_status_code'] as const,
    DURATION_BUCKETS,
  );
  const clientDuration = new FastHistogram(
    'http_client_request_duration_seconds',
    "Duration of the proxy's calls to the backend, until its answer is whole or has failed",
    ['http_request_method', 'http_response_status_code', 'error_type'] as const,
    DURATION_BUCKETS,
  );
  serverDuration.registerIn(registry);
  clientDuration.registerIn(registry);
  // A plain number per request, read into the gauge at each scrape (a Gauge's inc() hashes too).
  let inFlight = 0;
  new Gauge({
    name: 'http_server_active_requests',
    help: 'HTTP server requests in flight',
    registers,
    collect() {
      this.set(inFlight);
    },
  });
  const proxyFaults = new Counter({
    name: 'proxy_faults_total',
    help: 'Proxied calls without a usable answer, by kind: 502 (refused or failed), 504 (silent), reset (cut mid-body)',
    labelNames: ['kind'] as const,
    registers,
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by rule',
    labelNames: ['rule'] as const,
    registers,
  });
  const fallbacks = new Counter({
    name: 'rate_limit_store_fallbacks_total',
    help: "Times the shared rate-limit store could not be reached and the limits fell back to the replica's own",
    registers,
  });
  const storeShared = new Gauge({
    name: 'rate_limit_store_shared',
    help: 'Whether the rate limits count in the shared store (1) or in this replica alone (0)',
    registers,
  });
  collectDefaultMetrics({ register: registry });

  const sink: MetricsSink = {
    requestBegun: () => {
      inFlight += 1;
    },
    requestEnded: (method, route, status, seconds) => {
      inFlight -= 1;
      serverDuration.observe([method, route, status], seconds);
    },
    upstreamCall: (method, outcome, seconds) =>
      clientDuration.observe(
        typeof outcome === 'number' ? [method, outcome, ''] : [method, '', outcome],
        seconds,
      ),
    proxyFault: (kind) => proxyFaults.inc({ kind }),
    rateLimitRefusal: (rule) => refusals.inc({ rule }),
    storeFallback: () => fallbacks.inc(),
    storeState: (state) => storeShared.set(state === 'shared' ? 1 : 0),
  };
  installMetricsSink(sink);
  return registry;
}
