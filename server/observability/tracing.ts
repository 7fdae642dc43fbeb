import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { startNodeSdk } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace';
import { installTraceHooks } from './trace-hooks.ts';

/**
 * Traces through OpenTelemetry's Node SDK (D32), loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set, once the server listens (server/index.ts, tracing-in-steps.ts), to the OTLP/HTTP collector
 * it names (the exporter reads it and the other OTEL_* variables itself).
 *
 * - Every request but a GET or HEAD outside /api gets a server span: the http instrumentation
 *   wraps the server's `request` event, around the Node fast paths as around Hono, so the proxied
 *   calls the fast path answers are traced too; the span is named by its route template once
 *   answered (request-log.ts). The build's files and the SPA's page are not: answered from memory
 *   with nothing behind them, a span would only say what the metrics say, and it tripled their
 *   CPU (about 30 µs to 130-150 µs each, measured with compare-nginx's load).
 * - The proxy's call to the backend gets a client span (the undici instrumentation, through
 *   undici's diagnostics channels, which the proxy's own dispatch publishes too), and carries its
 *   W3C `traceparent`: the backend receives exactly that one, since the proxy never forwards the
 *   client's (forward-headers.ts lists what it forwards).
 * - A client's `traceparent` is continued, not dropped: the edge's span is its child, so a trace
 *   begun by a load balancer or a browser runs on through the edge into the backend.
 * - Not traced: the build's files and pages (above), the metrics listener's scrapes, and work
 *   outside a request (start-up, the backend probe's TCP connect, the log's writes).
 */
/** A GET or HEAD outside /api: the build's files and the SPA's page, from memory. */
const isBuildFile = (request: IncomingMessage) =>
  (request.method === 'GET' || request.method === 'HEAD') && !request.url?.startsWith('/api/');

export function startTracing({
  version,
  spanProcessor,
}: {
  version: string;
  /** Replaces the OTLP export, for tests (an in-memory exporter). */
  spanProcessor?: SpanProcessor;
}): { shutdown: () => Promise<void> } {
  const sdk = startNodeSdk({
    resourceAttributes: {
      'service.name': process.env.OTEL_SERVICE_NAME || 'campus-recruit-edge',
      'service.version': version,
    },
    spanProcessors: [
      spanProcessor ?? new BatchSpanProcessor({ exporter: new OTLPTraceExporter() }),
    ],
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: isBuildFile }),
      new UndiciInstrumentation(),
    ],
  });
  // The instrumentation patches `http` as it is required; the server imports it as an ES module,
  // which that hook does not see, so it is required here once (the patch is on Server.prototype,
  // which both share).
  createRequire(import.meta.url)('http');
  installTraceHooks({
    traceId: () => trace.getActiveSpan()?.spanContext().traceId,
    routed: (method, route) => {
      const span = trace.getActiveSpan();
      span?.setAttribute('http.route', route);
      span?.updateName(`${method} ${route}`);
    },
  });
  return {
    shutdown: async () => {
      installTraceHooks(undefined);
      await sdk.shutdown();
    },
  };
}
