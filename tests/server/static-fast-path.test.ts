/**
 * The edge's Node fast path (server/edge/fast-path.ts) answers the build's exact paths before Hono.
 * It must give what the Hono route gives, header for header and byte for byte, and log the same
 * line; whatever it does not answer must reach Hono untouched.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createFakeDist } from './helpers/fake-dist.ts';
import { type RawAnswer, rawRequest, serveApp } from './helpers/serve-app.ts';
import { collectingLogger, testConfig } from './helpers/test-config.ts';

const SCREEN = `<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__">
<script nonce="__CSP_NONCE__"></script></head><body><h1>Sign in</h1></body></html>`;

type Edge = Awaited<ReturnType<typeof serveApp>> & { lines: Record<string, unknown>[] };

let dist: ReturnType<typeof createFakeDist>;
let fast: Edge;
let honoOnly: Edge;

async function serveEdge(fastPath: boolean): Promise<Edge> {
  const { lines, logger } = collectingLogger();
  const app = createApp(testConfig({ distDir: dist.root, bodyLimit: 1000 }), { logger });
  return { ...(await serveApp(app, { fastPath })), lines };
}

beforeAll(async () => {
  dist = createFakeDist();
  mkdirSync(join(dist.root, 'prerendered'));
  writeFileSync(join(dist.root, 'prerendered', 'login.en.html'), SCREEN);
  writeFileSync(
    join(dist.root, 'prerendered', 'login.tn.html'),
    SCREEN.replace('Sign in', 'உள்நுழைக'),
  );
  fast = await serveEdge(true);
  honoOnly = await serveEdge(false);
});
afterAll(async () => {
  await fast.close();
  await honoOnly.close();
  dist.cleanup();
});

const nonceOf = (answer: RawAnswer) =>
  /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';

/** The body as text, out of its content coding. */
function decoded({ headers, bytes }: RawAnswer): string {
  const coding = headers['content-encoding'];
  if (bytes.length === 0) return '';
  if (coding === 'gzip') return gunzipSync(bytes).toString();
  if (coding === 'br') return brotliDecompressSync(bytes).toString();
  return bytes.toString();
}

/** The headers with what differs per request (date, id, nonce) taken out. */
function comparable(answer: RawAnswer): IncomingHttpHeaders {
  const { date: _date, 'x-request-id': _id, ...headers } = answer.headers;
  const nonce = nonceOf(answer);
  return {
    ...headers,
    'content-security-policy': String(headers['content-security-policy']).replaceAll(nonce, 'N'),
  };
}

type Case = { method?: string; path: string; headers?: Record<string, string> };
const exactCases: [string, Case][] = [
  ['index.html at /', { path: '/' }],
  ['index.html by name, with a query', { path: '/index.html?from=mail' }],
  [
    'a hashed asset, brotli',
    { path: '/static/js/index.abc123.js', headers: { 'Accept-Encoding': 'br, gzip' } },
  ],
  [
    'a hashed asset, gzip',
    { path: '/static/js/index.abc123.js', headers: { 'Accept-Encoding': 'gzip' } },
  ],
  ['a hashed asset, no coding', { path: '/static/js/index.abc123.js' }],
  [
    'a hashed asset, HEAD',
    { method: 'HEAD', path: '/static/js/index.abc123.js', headers: { 'Accept-Encoding': 'br' } },
  ],
  ['a translation file', { path: '/assets/languages/en/translation.json' }],
  ['a prerendered screen, gzip', { path: '/login', headers: { 'Accept-Encoding': 'gzip' } }],
  ['a prerendered screen in Tamil', { path: '/login', headers: { Cookie: 'i18next=tn' } }],
  ['a sane X-Request-Id', { path: '/favicon.ico', headers: { 'X-Request-Id': 'trace-42' } }],
];

describe('the fast path', () => {
  it.each(exactCases)('answers %s itself, as Hono would', async (_, request) => {
    const before = fast.fast.length;
    const [mine, hono] = await Promise.all([
      rawRequest(fast.port, request),
      rawRequest(honoOnly.port, request),
    ]);
    expect(fast.fast.length).toBe(before + 1);
    expect(mine.status).toBe(hono.status);
    expect(comparable(mine)).toEqual(comparable(hono));
    expect(decoded(mine).replaceAll(nonceOf(mine), 'N')).toBe(
      decoded(hono).replaceAll(nonceOf(hono), 'N'),
    );
  });

  it('puts the answer’s own nonce in index.html, a fresh one per request', async () => {
    const [first, second] = [
      await rawRequest(fast.port, { path: '/' }),
      await rawRequest(fast.port, { path: '/' }),
    ];
    expect(first.body).toContain(`content="${nonceOf(first)}"`);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
  });

  it('answers 304 when the ETag matches', async () => {
    const { headers } = await rawRequest(fast.port, { path: '/static/js/index.abc123.js' });
    const again = await rawRequest(fast.port, {
      path: '/static/js/index.abc123.js',
      headers: { 'If-None-Match': String(headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('echoes a sane X-Request-Id and replaces one that could smuggle text into logs', async () => {
    const sane = await rawRequest(fast.port, {
      path: '/',
      headers: { 'X-Request-Id': 'trace-42' },
    });
    expect(sane.headers['x-request-id']).toBe('trace-42');
    const odd = await rawRequest(fast.port, { path: '/', headers: { 'X-Request-Id': 'a b' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs the line the Hono route logs', async () => {
    const request = {
      path: '/static/css/index.def456.css?v=2',
      headers: { 'X-Request-Id': 'log-1' },
    };
    await rawRequest(fast.port, request);
    await rawRequest(honoOnly.port, request);
    const line = (edge: Edge) => {
      const { time, durationMs, ...rest } =
        edge.lines.findLast((l) => l.requestId === 'log-1') ?? {};
      expect(typeof time).toBe('string');
      expect(typeof durationMs).toBe('number');
      return rest;
    };
    expect(line(fast)).toEqual({
      level: 'info',
      requestId: 'log-1',
      method: 'GET',
      path: '/static/css/index.def456.css',
      status: 200,
    });
    expect(line(fast)).toEqual(line(honoOnly));
  });
});

describe('what the fast path leaves to Hono', () => {
  it.each<[string, Case, number]>([
    ['a client-side route (index.html by fallback)', { path: '/jobs/42' }, 200],
    ['a missing asset', { path: '/static/js/missing.0000.js' }, 404],
    ['a percent-encoded path', { path: '/static/js/index%2Eabc123.js' }, 200],
    ['a path that leaves the build', { path: '/static/../../secret.txt' }, 404],
    ['a POST', { method: 'POST', path: '/', headers: { 'Content-Length': '0' } }, 404],
    [
      'a GET declaring a body over BODY_LIMIT',
      { path: '/', headers: { 'Content-Length': '5000' } },
      413,
    ],
    ['an API call', { path: '/api/user/v1/getUserInfo' }, 401],
    ['a health check', { path: '/healthz' }, 200],
  ])('%s', async (_, request, status) => {
    const before = fast.fast.length;
    const [mine, hono] = await Promise.all([
      rawRequest(fast.port, request),
      rawRequest(honoOnly.port, request),
    ]);
    expect(fast.fast.length).toBe(before);
    expect(mine.status).toBe(status);
    expect(hono.status).toBe(status);
    expect(comparable(mine)).toEqual(comparable(hono));
  });
});
