/**
 * The orchestrator's probes: /livez while the process answers, /readyz only while it can take new
 * users. The real entry point in a child process, stopped with SIGTERM as Kubernetes stops it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { openSocket, parseResponse } from '../security/helpers/raw-socket.ts';
import { spawnServer } from '../security/helpers/spawn-server.ts';
import { createFakeDist } from './helpers/fake-dist.ts';
import { startFakeUpstream } from './helpers/fake-upstream.ts';
import { testConfig } from './helpers/test-config.ts';

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (condition: () => boolean) => {
  while (!condition()) await sleep(10);
};

describe('the probes of a server that serves', () => {
  it('answers /livez 200 as /healthz does, never cached', async () => {
    const dist = createFakeDist();
    try {
      const app = createApp(testConfig({ distDir: dist.root }), { logger: () => {} });
      for (const path of ['/livez', '/healthz']) {
        const response = await app.request(path);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toEqual({ status: 'ok' });
      }
      const ready = await app.request('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
    } finally {
      dist.cleanup();
    }
  });

  it('answers every probe, however often one address asks', async () => {
    const dist = createFakeDist();
    try {
      const app = createApp(testConfig({ distDir: dist.root, rateLimits: true, trustProxy: 1 }), {
        logger: () => {},
      });
      // Past the largest per-address limit (100 an hour), from an address the edge counts by.
      for (const path of ['/livez', '/readyz', '/healthz']) {
        const answers = await Promise.all(
          Array.from({ length: 120 }, () =>
            app.request(path, { headers: { 'X-Forwarded-For': '203.0.113.9' } }),
          ),
        );
        expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      }
    } finally {
      dist.cleanup();
    }
  });

  it('answers /readyz 503 before the build is loaded, and /livez 200', async () => {
    const app = createApp(testConfig({ distDir: '/nonexistent-dist' }), { logger: () => {} });
    expect((await app.request('/readyz')).status).toBe(503);
    expect((await app.request('/livez')).status).toBe(200);
  });
});

describe('the probes after SIGTERM', () => {
  /**
   * The listener closes at once and idle connections with it, so a probe is answered while
   * draining only when it was on its way as the stop began: its head half sent before SIGTERM, the
   * rest after (Node keeps a connection with a request begun).
   */
  async function probeWhileDraining(path: string) {
    // Ready in every other way: the build there, the backend listening.
    const dist = createFakeDist();
    const server = await spawnServer({ BACKEND_URL: upstream.url, DIST_DIR: dist.root });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const probe = await openSocket(server.port);
      probe.socket.write(`GET ${path} HTTP/1.1\r\nHost: a\r\n`);
      await sleep(50);
      server.child.kill('SIGTERM');
      await until(() => server.lines.some((line) => line.event === 'shutting down'));
      probe.socket.write('\r\n');
      await probe.closed;
      await expect(server.exited).resolves.toBe(0);
      return parseResponse(probe.state.received);
    } finally {
      server.stop();
      dist.cleanup();
    }
  }

  it('answers /readyz 503 while draining', async () => {
    const answer = await probeWhileDraining('/readyz');
    expect(answer.status).toBe(503);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({ status: 'draining' });
  }, 15_000); // a child process starts here: seconds on a loaded 2-core machine

  it('answers /livez 200 while draining', async () => {
    const answer = await probeWhileDraining('/livez');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
  }, 15_000);
});
