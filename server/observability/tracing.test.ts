/**
 * Traces (D32): with the SDK on, a proxied call gets the edge's server span and the hop's client
 * span in the client's trace, the backend receives exactly one `traceparent` (the hop's, same trace
 * id), and the request's log line carries the trace id. An in-memory exporter stands in for OTLP.
 */
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeDist } from '../../tests/server/helpers/fake-dist.ts';
import { startFakeUpstream } from '../../tests/server/helpers/fake-upstream.ts';
import { rawRequest, serveApp } from '../../tests/server/helpers/serve-app.ts';
import { collectingLogger, testConfig } from '../../tests/server/helpers/test-config.ts';
import { createApp } from '../app.ts';
import { startTracing } from './tracing.ts';

const SERVER = 1;
const CLIENT = 2;
/** Each call its own client trace: a span of the one before may still end after the next began. */
const clientTrace = (which: number) => `4bf92f3577b34da6a3ce929d0e0e473${which}`;
const CLIENT_SPAN = '00f067aa0ba902b7';

const dist = createFakeDist();
const exporter = new InMemorySpanExporter();
let tracing: ReturnType<typeof startTracing>;
let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
const log = collectingLogger();
const edges: Awaited<ReturnType<typeof serveApp>>[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream();
  const app = () =>
    createApp(
      testConfig({
        distDir: dist.root,
        backendUrl: `${upstream.url}/base`,
        stubBackend: false,
        demoStubs: false,
      }),
      { logger: log.logger },
    );
  edges.push(await serveApp(app()), await serveApp(app(), { fastPath: false }));
  // After the edges listen, as server/index.ts starts it (observability/tracing-in-steps.ts).
  tracing = startTracing({ version: 'test', spanProcessor: new SimpleSpanProcessor({ exporter }) });
});

afterAll(async () => {
  for (const edge of edges) await edge.close();
  await upstream.close();
  await tracing.shutdown();
  dist.cleanup();
});

describe.each([
  ['the Node fast path', 0],
  ['Hono', 1],
])('a proxied call answered by %s', (_name, which) => {
  it('is one trace from the client through the edge to the backend', async () => {
    exporter.reset();
    const CLIENT_TRACE = clientTrace(which);
    const edge = edges[which] as (typeof edges)[number];
    const path = `/api/traced-${which}`;
    const answer = await rawRequest(edge.port, {
      path,
      headers: { traceparent: `00-${CLIENT_TRACE}-${CLIENT_SPAN}-01` },
    });
    expect(answer.status).toBe(200);
    expect(edge.fast.includes(`GET ${path}`)).toBe(which === 0);

    // Exactly one traceparent upstream (two would arrive joined by a comma): the hop's.
    const seen = upstream.seen.find((request) => request.url === `/base/traced-${which}`);
    const sent = String(seen?.headers.traceparent);
    expect(sent).toMatch(new RegExp(`^00-${CLIENT_TRACE}-[0-9a-f]{16}-01$`));
    expect(sent).not.toContain(CLIENT_SPAN);

    // The fake backend runs in this process (its paths, outside /api, are not traced): the edge's
    // server span is the one named by its route. The spans end as the answer goes out, which the
    // client may have read first (a loaded machine read no server span yet).
    const ofCall = (kind: number) =>
      exporter
        .getFinishedSpans()
        .find((span) => span.kind === kind && span.spanContext().traceId === CLIENT_TRACE);
    await vi.waitFor(() => {
      expect(ofCall(SERVER)).toBeDefined();
      expect(ofCall(CLIENT)).toBeDefined();
    });
    const server = ofCall(SERVER);
    const client = ofCall(CLIENT);
    expect(server?.name).toBe('GET /api/*');
    expect(server?.spanContext().traceId).toBe(CLIENT_TRACE);
    expect(server?.parentSpanContext?.spanId).toBe(CLIENT_SPAN);
    expect(server?.attributes['http.route']).toBe('/api/*');
    expect(client?.spanContext().traceId).toBe(CLIENT_TRACE);
    expect(client?.parentSpanContext?.spanId).toBe(server?.spanContext().spanId);
    expect(sent.split('-')[2]).toBe(client?.spanContext().spanId);

    const line = log.lines.find((entry) => entry.path === path);
    expect(line?.trace_id).toBe(CLIENT_TRACE);
  });
});

describe('a file of the build', () => {
  it('is not traced: its line has no trace id', async () => {
    exporter.reset();
    const edge = edges[0] as (typeof edges)[number];
    expect((await rawRequest(edge.port, { path: '/index.html' })).status).toBe(200);
    expect(edge.fast).toContain('GET /index.html');
    // Only a span of the calls before may still have ended since the reset.
    const earlier = [clientTrace(0), clientTrace(1)];
    const spans = exporter.getFinishedSpans();
    expect(spans.filter((span) => !earlier.includes(span.spanContext().traceId))).toEqual([]);
    const line = log.lines.find((entry) => entry.path === '/index.html');
    expect(line).toBeDefined();
    expect(line?.trace_id).toBeUndefined();
  });
});

describe('a request without a traceparent', () => {
  it('starts a trace of its own, which its log line names', async () => {
    exporter.reset();
    await rawRequest((edges[0] as (typeof edges)[number]).port, { path: '/api/untraced' });
    const earlier = [clientTrace(0), clientTrace(1)];
    const own = () =>
      exporter
        .getFinishedSpans()
        .find(
          (span) =>
            span.kind === SERVER &&
            span.name === 'GET /api/*' &&
            !earlier.includes(span.spanContext().traceId),
        );
    await vi.waitFor(() => expect(own()).toBeDefined());
    const traceId = own()?.spanContext().traceId;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(log.lines.find((entry) => entry.path === '/api/untraced')?.trace_id).toBe(traceId);
  });
});
