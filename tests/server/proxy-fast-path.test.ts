/**
 * The proxy's Node fast path (server/proxy/proxy-fast-path.ts) forwards reads before Hono. It must
 * send the backend what the Hono route sends, give the client what the Hono route gives (headers,
 * body, 502/504 envelopes, a cut body), log the same line, and leave everything else to Hono.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import { closedPort, startFakeUpstream } from './helpers/fake-upstream.ts';
import { type RawAnswer, rawRequest, serveApp } from './helpers/serve-app.ts';
import { collectingLogger, testConfig } from './helpers/test-config.ts';

type Edge = Awaited<ReturnType<typeof serveApp>> & { lines: Record<string, unknown>[] };

async function serveEdge(overrides: Partial<Config>, fastPath: boolean): Promise<Edge> {
  const { lines, logger } = collectingLogger();
  const app = createApp(
    testConfig({ stubBackend: false, demoStubs: false, proxyTimeoutMs: 400, ...overrides }),
    { logger },
  );
  return { ...(await serveApp(app, { fastPath })), lines };
}

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let fast: Edge;
let honoOnly: Edge;
let refusedFast: Edge;
let refusedHono: Edge;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  const backendUrl = `${upstream.url}/base`;
  fast = await serveEdge({ backendUrl }, true);
  honoOnly = await serveEdge({ backendUrl }, false);
  const refused = `http://127.0.0.1:${await closedPort()}`;
  refusedFast = await serveEdge({ backendUrl: refused }, true);
  refusedHono = await serveEdge({ backendUrl: refused }, false);
});
afterAll(async () => {
  for (const edge of [fast, honoOnly, refusedFast, refusedHono]) await edge.close();
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

type Case = { method?: string; path: string; headers?: Record<string, string> };
/** The same request to both edges, one after the other, with the same id and Host. */
async function both(request: Case, edges: [Edge, Edge] = [fast, honoOnly]) {
  const id = `case-${Math.random().toString(36).slice(2)}`;
  const send = (edge: Edge) =>
    rawRequest(edge.port, {
      ...request,
      headers: { Host: 'campus.example', 'X-Request-Id': id, ...request.headers },
    });
  const mine = await send(edges[0]);
  const seenMine = upstream.seen.at(-1);
  const hono = await send(edges[1]);
  const seenHono = upstream.seen.at(-1);
  return { mine, hono, seenMine, seenHono, id };
}

describe('a read forwarded by the fast path', () => {
  it.each<[string, Case]>([
    ['an answer of known length', { path: '/api/slow?page=2&size=20' }],
    ['a backend error, passed on', { path: '/api/fail' }],
    ['broken JSON, passed on as it is', { path: '/api/bad-json' }],
    ['an answer with two Set-Cookie headers (streamed)', { path: '/api/echo/cookies' }],
    ['a HEAD', { method: 'HEAD', path: '/api/echo/head' }],
    [
      'the client headers D3 forwards',
      {
        path: '/api/echo/d3',
        headers: {
          Authorization: 'Bearer t',
          'Accept-Language': 'tn',
          'X-Client-Version': '2.1.18',
          Cookie: 'secret=1',
        },
      },
    ],
  ])('answers %s itself, as Hono would', async (_, request) => {
    const before = fast.fast.length;
    const { mine, hono, seenMine, seenHono } = await both(request);
    expect(fast.fast.length).toBe(before + 1);
    expect(mine.status).toBe(hono.status);
    expect(comparable(mine)).toEqual(comparable(hono));
    expect(mine.body).toBe(hono.body);
    expect(seenMine).toEqual(seenHono);
  });

  it('answers 504 with the envelope when the backend hangs', async () => {
    const { mine, hono } = await both({ path: '/api/hang' });
    expect(mine.status).toBe(504);
    expect(JSON.parse(mine.body)).toMatchObject({ status: false, code: 'BACKEND_TIMEOUT' });
    expect(comparable(mine)).toEqual(comparable(hono));
    expect(mine.body).toBe(hono.body);
  });

  it('answers 502 with the envelope when the backend refuses', async () => {
    const { mine, hono } = await both({ path: '/api/anything' }, [refusedFast, refusedHono]);
    expect(refusedFast.fast).toContain('GET /api/anything');
    expect(mine.status).toBe(502);
    expect(JSON.parse(mine.body)).toMatchObject({ status: false, code: 'BACKEND_UNREACHABLE' });
    expect(comparable(mine)).toEqual(comparable(hono));
  });

  it('cuts the client off when the backend drops the connection mid-body', async () => {
    await expect(rawRequest(fast.port, { path: '/api/reset-mid-body' })).rejects.toThrow();
    expect(fast.fast).toContain('GET /api/reset-mid-body');
  });

  it('logs the line the Hono route logs', async () => {
    const { id } = await both({ path: '/api/echo/log?token=secret' });
    const line = (edge: Edge) => {
      const { time, durationMs, ...rest } = edge.lines.findLast((l) => l.requestId === id) ?? {};
      expect(typeof time).toBe('string');
      expect(typeof durationMs).toBe('number');
      return rest;
    };
    expect(line(fast)).toEqual({
      level: 'info',
      requestId: id,
      method: 'GET',
      path: '/api/echo/log',
      status: 200,
    });
    expect(line(fast)).toEqual(line(honoOnly));
  });
});

describe('what the proxy fast path leaves to Hono', () => {
  it.each<[string, Case]>([
    ['a POST', { method: 'POST', path: '/api/echo/post', headers: { 'Content-Length': '0' } }],
    ['a GET with a body', { path: '/api/echo/body', headers: { 'Content-Length': '2' } }],
    ['a path that would leave the base path', { path: '/api/%2e%2e/secret' }],
    ['a percent-encoded path (Hono logs it decoded)', { path: '/api/echo/caf%C3%A9' }],
    ['a page of the SPA', { path: '/healthz' }],
  ])('%s', async (_, request) => {
    const before = fast.fast.length;
    const { mine, hono } = await both(request);
    expect(fast.fast.length).toBe(before);
    expect(mine.status).toBe(hono.status);
    expect(comparable(mine)).toEqual(comparable(hono));
  });

  it('every read while the demo stubs are on (they answer some /api paths)', async () => {
    const withDemo = await serveEdge({ backendUrl: upstream.url, demoStubs: true }, true);
    try {
      expect((await rawRequest(withDemo.port, { path: '/api/echo/demo' })).status).toBe(200);
      expect(withDemo.fast).toEqual([]);
    } finally {
      await withDemo.close();
    }
  });
});
