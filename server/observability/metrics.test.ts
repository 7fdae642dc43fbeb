/**
 * The edge's metrics (D32): after a known set of requests, `/metrics` on its own listener counts
 * each by method, route template and status, the fast paths' answers included; the proxy's backend
 * calls, its faults, the rate limits' refusals and prom-client's process metrics are there too;
 * the public port answers 404 for `/metrics`.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../tests/security/helpers/post-json.ts';
import { createFakeDist } from '../../tests/server/helpers/fake-dist.ts';
import { startFakeUpstream } from '../../tests/server/helpers/fake-upstream.ts';
import { rawRequest, serveApp } from '../../tests/server/helpers/serve-app.ts';
import { testConfig } from '../../tests/server/helpers/test-config.ts';
import { createApp } from '../app.ts';
import { serveMetrics } from './metrics-server.ts';
import { startMetrics } from './prometheus.ts';
import { installMetricsSink, recordStoreFallback, recordStoreState } from './record.ts';

const dist = createFakeDist();
let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let edge: Awaited<ReturnType<typeof serveApp>>;
let registry: Registry;
let metricsServer: Server;
let metricsPort: number;

beforeAll(async () => {
  registry = startMetrics();
  upstream = await startFakeUpstream();
  const app = createApp(
    testConfig({
      distDir: dist.root,
      backendUrl: `${upstream.url}/base`,
      stubBackend: false,
      demoStubs: false,
      rateLimits: true,
      proxyTimeoutMs: 300,
    }),
    { logger: () => {} },
  );
  edge = await serveApp(app);
  metricsPort = await new Promise<number>((resolve) => {
    metricsServer = serveMetrics(registry, { port: 0, host: '127.0.0.1' }, resolve);
  });
});

afterAll(async () => {
  installMetricsSink(undefined);
  metricsServer.close();
  await edge.close();
  await upstream.close();
  dist.cleanup();
});

const get = (port: number, path: string) => rawRequest(port, { path });

/** The value of the sample `name{labels}` in the text format, or undefined when absent. */
const sample = (text: string, name: string, labels: Record<string, string | number> = {}) => {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((row) =>
      row.startsWith(`${name}{`) || row.startsWith(`${name} `)
        ? wanted.every((pair) => row.includes(pair)) &&
          (row.match(/="/g)?.length ?? 0) === wanted.length
        : false,
    );
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

const server = (method: string, route: string, status: number) => ({
  http_request_method: method,
  http_route: route,
  http_response_status_code: status,
});

describe('the metrics', () => {
  it('count a known set of requests, fast paths included, on the metrics port only', async () => {
    await get(edge.port, '/index.html');
    await get(edge.port, '/index.html');
    await get(edge.port, '/api/echo');
    await get(edge.port, '/api/fail');
    await get(edge.port, '/api/hang');
    await get(edge.port, '/healthz');
    expect((await get(edge.port, '/metrics')).status).toBe(404);
    for (let i = 0; i < 11; i++) {
      await postJson(edge.port, '/api/user/v1/login', { username: 'a@example.com', password: 'x' });
    }
    recordStoreFallback();
    recordStoreState('fallback');
    // The fast paths answered the first five, Hono the rest.
    expect(edge.fast).toEqual([
      'GET /index.html',
      'GET /index.html',
      'GET /api/echo',
      'GET /api/fail',
      'GET /api/hang',
    ]);

    const answer = await get(metricsPort, '/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    const count = 'http_server_request_duration_seconds_count';
    expect(sample(text, count, server('GET', '/*', 200))).toBe(2);
    expect(sample(text, count, server('GET', '/api/*', 200))).toBe(1);
    expect(sample(text, count, server('GET', '/api/*', 500))).toBe(1);
    expect(sample(text, count, server('GET', '/api/*', 504))).toBe(1);
    expect(sample(text, count, server('GET', '/healthz', 200))).toBe(1);
    expect(sample(text, count, server('GET', '/metrics', 404))).toBe(1);
    expect(sample(text, count, server('POST', '/api/*', 200))).toBe(10);
    expect(sample(text, count, server('POST', '/api/*', 429))).toBe(1);
    // No raw path is a label.
    expect(text).not.toContain('/api/echo');
    expect(text).not.toContain('/index.html');
    expect(sample(text, 'http_server_active_requests')).toBe(0);

    const client = 'http_client_request_duration_seconds_count';
    expect(
      sample(text, client, {
        http_request_method: 'GET',
        http_response_status_code: 200,
        error_type: '',
      }),
    ).toBe(1);
    expect(
      sample(text, client, {
        http_request_method: 'GET',
        http_response_status_code: '',
        error_type: '504',
      }),
    ).toBe(1);
    expect(sample(text, 'proxy_faults_total', { kind: '504' })).toBe(1);
    expect(
      sample(text, 'rate_limit_refusals_total', { rule: 'login per account and address' }),
    ).toBe(1);
    expect(sample(text, 'rate_limit_store_fallbacks_total')).toBe(1);
    expect(sample(text, 'rate_limit_store_shared')).toBe(0);
    // The process's own: event-loop delay, heap, GC (a histogram, empty until a collection).
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });

  it('count a backend reset mid-body as the fault `reset`', async () => {
    await get(edge.port, '/api/reset-mid-body').catch(() => undefined);
    const text = await registry.metrics();
    expect(sample(text, 'proxy_faults_total', { kind: 'reset' })).toBe(1);
  });

  it('answer nothing but GET /metrics on their port', async () => {
    expect((await get(metricsPort, '/')).status).toBe(404);
    expect((await get(metricsPort, '/metrics/x')).status).toBe(404);
    expect((await rawRequest(metricsPort, { method: 'POST', path: '/metrics' })).status).toBe(404);
    expect((metricsServer.address() as AddressInfo).port).toBe(metricsPort);
  });
});
