/**
 * The proxy's Node fast path (server/edge/proxy-fast-path.ts) forwards a bodiless GET or HEAD
 * under /api before Hono. It must send the backend what the Hono route sends, give the client what
 * the Hono route gives, header for header and byte for byte, and log the same line; an answer it
 * leaves to Hono must come from the one backend call, and whatever it does not take must reach
 * Hono untouched.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { closedPort, startFakeUpstream } from './helpers/fake-upstream.ts';
import { type RawAnswer, rawRequest, serveApp } from './helpers/serve-app.ts';
import { collectingLogger, testConfig } from './helpers/test-config.ts';

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
type Edge = Awaited<ReturnType<typeof serveApp>> & { lines: Record<string, unknown>[] };

const TIMEOUT_MS = 400;

let upstream: Upstream;
let fast: Edge;
let honoOnly: Edge;

async function serveEdge(
  backendUrl: string,
  { fastPath = true, demoStubs = false, trustProxy = 0 } = {},
): Promise<Edge> {
  const { lines, logger } = collectingLogger();
  const app = createApp(
    testConfig({
      backendUrl,
      stubBackend: false,
      demoStubs,
      proxyTimeoutMs: TIMEOUT_MS,
      bodyLimit: 1024,
      distDir: '/nonexistent-dist',
      version: '9.9.9-test',
      trustProxy,
    }),
    { logger },
  );
  return { ...(await serveApp(app, { fastPath })), lines };
}

beforeAll(async () => {
  upstream = await startFakeUpstream();
  fast = await serveEdge(`${upstream.url}/base`);
  honoOnly = await serveEdge(`${upstream.url}/base`, { fastPath: false });
});

afterAll(async () => {
  await fast.close();
  await honoOnly.close();
  await upstream.close();
});

const nonceOf = (answer: RawAnswer) =>
  /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';

/** The headers with what differs per request (date, nonce) taken out. */
function comparable(answer: RawAnswer): IncomingHttpHeaders {
  const { date: _date, ...headers } = answer.headers;
  return {
    ...headers,
    'content-security-policy': String(headers['content-security-policy']).replaceAll(
      nonceOf(answer),
      'N',
    ),
  };
}

/** The line logged for the request of that id, without its time and duration. */
function lineOf(edge: Edge, requestId: string) {
  const { time, durationMs, ...rest } = edge.lines.findLast((l) => l.requestId === requestId) ?? {};
  expect(typeof time).toBe('string');
  expect(typeof durationMs).toBe('number');
  return { ...rest, durationMs: durationMs as number };
}

type Case = { method?: string; path: string; headers?: Record<string, string> };

/** Sends `request` to both edges, one after the other, with an id of its own to each. */
async function bothWays(request: Case, id: string) {
  // One Host for both edges, which listen on ports of their own: the backend is told it.
  const headers = { Host: 'edge.example', ...request.headers, 'X-Request-Id': id };
  const seenBefore = upstream.seen.length;
  const mine = await rawRequest(fast.port, { ...request, headers });
  const seenByMine = upstream.seen.slice(seenBefore);
  const hono = await rawRequest(honoOnly.port, { ...request, headers });
  return { mine, hono, seenByMine };
}

describe('the proxy fast path', () => {
  it.each<[string, Case, number]>([
    ['a whole JSON answer', { path: '/api/bad-json?page=2' }, 200],
    ['a backend failure, its Cache-Control replaced by no-store', { path: '/api/fail' }, 500],
    ['a HEAD', { method: 'HEAD', path: '/api/bad-json' }, 200],
    [
      'an answer with two Set-Cookie headers, written by Hono',
      { path: '/api/user/v1/profile?x=1%202', headers: { Authorization: 'Bearer t' } },
      200,
    ],
  ])('forwards %s as the Hono route does', async (_, request, status) => {
    const id = `same-${status}-${request.method ?? 'GET'}-${request.path.length}`;
    const fastBefore = fast.fast.length;
    const { mine, hono, seenByMine } = await bothWays(request, id);
    expect(fast.fast.length).toBe(fastBefore + 1);
    // One backend call, even for an answer Hono writes.
    expect(seenByMine).toHaveLength(1);
    expect(mine.status).toBe(status);
    expect(hono.status).toBe(status);
    expect(comparable(mine)).toEqual(comparable(hono));
    expect(mine.body.replaceAll(nonceOf(mine), 'N')).toBe(hono.body.replaceAll(nonceOf(hono), 'N'));
    const { durationMs: _mine, ...mineLine } = lineOf(fast, id);
    const { durationMs: _hono, ...honoLine } = lineOf(honoOnly, id);
    expect(mineLine).toEqual(honoLine);
    expect(mineLine).toMatchObject({ method: request.method ?? 'GET', status });
  });

  it('sends the backend the request the Hono route sends', async () => {
    const request = {
      path: '/api/user/v1/profile?lang=en',
      headers: {
        Authorization: 'Bearer t',
        'Accept-Language': 'ta',
        Cookie: 'secret=1',
        'X-Forwarded-For': '203.0.113.9',
      },
    };
    const { mine, hono } = await bothWays(request, 'upstream-1');
    const seen = (answer: RawAnswer) => {
      const { headers, ...rest } = JSON.parse(answer.body) as {
        headers: Record<string, string>;
      };
      return { ...rest, headers };
    };
    expect(seen(mine)).toEqual(seen(hono));
    expect(seen(mine)).toMatchObject({
      method: 'GET',
      url: '/base/user/v1/profile?lang=en',
      headers: {
        authorization: 'Bearer t',
        'x-request-id': 'upstream-1',
        'x-forwarded-host': 'edge.example',
        'x-forwarded-for': '127.0.0.1',
        'x-edge-version': '9.9.9-test',
      },
    });
    expect(seen(mine).headers.cookie).toBeUndefined();
  });

  it.each<[number, string, string]>([
    [0, 'https', 'http'],
    [1, 'https', 'https'],
    [1, 'gopher', 'http'],
  ])(
    'behind %i trusted proxies, told X-Forwarded-Proto %s, tells the backend %s as the Hono route does',
    async (trustProxy, told, proto) => {
      const [mine, hono] = await Promise.all([
        serveEdge(`${upstream.url}/base`, { trustProxy }),
        serveEdge(`${upstream.url}/base`, { trustProxy, fastPath: false }),
      ]);
      try {
        const headers = { Host: 'edge.example', 'X-Forwarded-Proto': told };
        const seenBefore = upstream.seen.length;
        await rawRequest(mine.port, { path: '/api/echo', headers });
        await rawRequest(hono.port, { path: '/api/echo', headers });
        expect(mine.fast).toEqual(['GET /api/echo']);
        expect(hono.fast).toEqual([]);
        const sent = upstream.seen
          .slice(seenBefore)
          .map((seen) => seen.headers['x-forwarded-proto']);
        expect(sent).toEqual([proto, proto]);
      } finally {
        await mine.close();
        await hono.close();
      }
    },
  );

  it('hands a backend that stays silent to Hono, which answers 504 and logs the whole wait', async () => {
    const { mine, hono, seenByMine } = await bothWays({ path: '/api/hang' }, 'silent-1');
    expect(seenByMine).toHaveLength(1);
    expect([mine.status, hono.status]).toEqual([504, 504]);
    expect(comparable(mine)).toEqual(comparable(hono));
    expect(mine.headers['x-request-id']).toBe('silent-1');
    expect(lineOf(fast, 'silent-1')).toMatchObject({ status: 504 });
    expect(lineOf(fast, 'silent-1').durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
  });

  it('hands a backend that refuses to Hono, which answers 502 with the edge’s headers', async () => {
    const port = await closedPort();
    const [down, downHono] = await Promise.all([
      serveEdge(`http://127.0.0.1:${port}/base`),
      serveEdge(`http://127.0.0.1:${port}/base`, { fastPath: false }),
    ]);
    try {
      const request = { path: '/api/anything', headers: { 'X-Request-Id': 'down-1' } };
      const mine = await rawRequest(down.port, request);
      const hono = await rawRequest(downHono.port, request);
      expect(down.fast).toEqual(['GET /api/anything']);
      expect([mine.status, hono.status]).toEqual([502, 502]);
      expect(comparable(mine)).toEqual(comparable(hono));
      expect(mine.body).toBe(hono.body);
      expect(lineOf(down, 'down-1')).toMatchObject({ status: 502, path: '/api/anything' });
    } finally {
      await down.close();
      await downHono.close();
    }
  });
});

describe('what the proxy fast path leaves to Hono', () => {
  it.each<[string, Case & { body?: string }, number]>([
    [
      'a POST',
      { method: 'POST', path: '/api/echo', headers: { 'Content-Length': '2' }, body: '{}' },
      200,
    ],
    ['a GET that declares a body', { path: '/api/echo', headers: { 'Content-Length': '0' } }, 200],
    ['a path that leaves /api', { path: '/api/../healthz' }, 200],
    ['a path the proxy refuses', { path: '/api/a%2Fb' }, 404],
  ])('%s', async (_, request, status) => {
    const before = fast.fast.length;
    const mine = await rawRequest(fast.port, request);
    const hono = await rawRequest(honoOnly.port, request);
    expect(fast.fast.length).toBe(before);
    expect([mine.status, hono.status]).toEqual([status, status]);
  });

  it('a request with two Host headers, which gets its 400', async () => {
    const before = fast.fast.length;
    const status = await new Promise<string>((resolve, reject) => {
      const socket = connect(fast.port, '127.0.0.1', () =>
        socket.write('GET /api/echo HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n'),
      );
      socket.once('data', (data) => {
        resolve(data.toString('latin1').split('\r\n')[0] ?? '');
        socket.destroy();
      });
      socket.once('error', reject);
    });
    expect(status).toBe('HTTP/1.1 400 Bad Request');
    expect(fast.fast.length).toBe(before);
  });

  it('every /api call while the demo stubs are on, since they answer some paths themselves', async () => {
    const demo = await serveEdge(`${upstream.url}/base`, { demoStubs: true });
    try {
      const answer = await rawRequest(demo.port, { path: '/api/echo' });
      expect(answer.status).toBe(200);
      expect(demo.fast).toEqual([]);
    } finally {
      await demo.close();
    }
  });
});
