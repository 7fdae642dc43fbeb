import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createBackendProbe } from '../../server/health/backend-probe.ts';
import { createFakeDist } from './helpers/fake-dist.ts';
import { closedPort, startFakeUpstream } from './helpers/fake-upstream.ts';
import { testConfig } from './helpers/test-config.ts';

let dist: ReturnType<typeof createFakeDist>;
beforeAll(() => {
  dist = createFakeDist();
});
afterAll(() => dist.cleanup());

const quiet = { logger: () => {} };

describe('/healthz', () => {
  it('answers 200 {status:"ok"} whatever else is missing', async () => {
    const app = createApp(testConfig({ distDir: '/nonexistent-dist' }), quiet);
    const response = await app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('/readyz', () => {
  it('is ready with the build loaded and the stub answering the API', async () => {
    const app = createApp(testConfig({ distDir: dist.root }), quiet);
    const response = await app.request('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { build: 'loaded', backend: 'stub' },
    });
  });

  it('answers 503 naming the build when it is not loaded', async () => {
    const app = createApp(testConfig({ distDir: '/nonexistent-dist' }), quiet);
    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'not ready', missing: ['build'] });
  });

  it('answers 503 naming the backend when it cannot be reached', async () => {
    const app = createApp(
      testConfig({ distDir: dist.root, backendUrl: 'http://127.0.0.1:9', stubBackend: false }),
      { ...quiet, probeBackend: async () => false },
    );
    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      missing: ['backend'],
      checks: { backend: 'unreachable' },
    });
  });

  it('answers 503 naming tracing until it has started, when it is on', async () => {
    let started = false;
    const app = createApp(testConfig({ distDir: dist.root }), {
      ...quiet,
      tracingStarted: () => started,
    });
    const starting = await app.request('/readyz');
    expect(starting.status).toBe(503);
    expect(await starting.json()).toEqual({
      status: 'not ready',
      checks: { build: 'loaded', backend: 'stub', tracing: 'starting' },
      missing: ['tracing'],
    });
    started = true;
    const on = await app.request('/readyz');
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({
      status: 'ready',
      checks: { build: 'loaded', backend: 'stub', tracing: 'on' },
    });
  });

  it('is ready in stub-backend mode without any build', async () => {
    const app = createApp(
      testConfig({ mode: 'stub-backend', distDir: '/nonexistent-dist' }),
      quiet,
    );
    const response = await app.request('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { backend: 'stub' } });
  });
});

describe('the backend probe', () => {
  it('reports a listening backend as reachable and a closed port as not', async () => {
    const upstream = await startFakeUpstream();
    try {
      expect(await createBackendProbe(upstream.url)()).toBe(true);
      expect(await createBackendProbe(`http://127.0.0.1:${await closedPort()}`)()).toBe(false);
    } finally {
      await upstream.close();
    }
  });

  it('reuses its answer for two seconds', async () => {
    const upstream = await startFakeUpstream();
    const probe = createBackendProbe(upstream.url);
    expect(await probe()).toBe(true);
    await upstream.close();
    expect(await probe()).toBe(true);
  });
});

describe('stub-backend mode', () => {
  it('serves no SPA and answers unknown paths with the JSON envelope', async () => {
    const app = createApp(testConfig({ mode: 'stub-backend', distDir: dist.root }), quiet);
    const response = await app.request('/login');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: false });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('/api-docs/openapi.json', () => {
  it('serves the committed document', async () => {
    const file = new URL('./helpers/fake-dist.ts', import.meta.url);
    const app = createApp(testConfig({ distDir: dist.root }), { ...quiet, openapiFile: file });
    const response = await app.request('/api-docs/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('answers 404 when the document has not been generated', async () => {
    const app = createApp(testConfig({ distDir: dist.root }), {
      ...quiet,
      openapiFile: '/nonexistent/openapi.json',
    });
    expect((await app.request('/api-docs/openapi.json')).status).toBe(404);
  });
});
