import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createFakeDist } from './helpers/fake-dist.ts';
import { collectingLogger, testConfig } from './helpers/test-config.ts';

let dist: ReturnType<typeof createFakeDist>;
let app: ReturnType<typeof createApp>;
const log = collectingLogger();

beforeAll(() => {
  dist = createFakeDist();
  app = createApp(testConfig({ distDir: dist.root }), { logger: log.logger });
});
afterAll(() => dist.cleanup());

const expectSecurityHeaders = (response: Response) => {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(
    /^default-src 'self'; script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'; style-src 'self' 'nonce-[A-Za-z0-9+/=]+'; /,
  );
  for (const directive of [
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(response.headers.get('strict-transport-security')).toBe(
    'max-age=31536000; includeSubDomains',
  );
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-request-id')).toBeTruthy();
};

describe('security headers', () => {
  it.each([
    ['the SPA', '/'],
    ['a hashed asset', '/static/js/index.abc123.js'],
    ['a missing file', '/nope.js'],
    ['a traversal attempt', '/..%2fsecret.txt'],
    ['an API call', '/api/user/v1/unknown'],
    ['a health check', '/healthz'],
  ])('sends every security header on %s', async (_, path) => {
    expectSecurityHeaders(await app.request(path));
  });

  it('sends them on a method the SPA does not answer', async () => {
    const response = await app.request('/login', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
  });
});

describe('Cache-Control under /api', () => {
  it('is no-store on stub answers, found or not', async () => {
    expect((await app.request('/api/user/v1/unknown')).headers.get('cache-control')).toBe(
      'no-store',
    );
    expect((await app.request('/api')).headers.get('cache-control')).toBe('no-store');
  });

  it('answers unknown API paths with the JSON envelope, never the SPA', async () => {
    const response = await app.request('/api/not/a/route');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: false });
  });
});

describe('request ids and logs', () => {
  it('echoes a sane incoming X-Request-Id', async () => {
    const response = await app.request('/healthz', { headers: { 'X-Request-Id': 'abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
  });

  it('replaces an X-Request-Id that could smuggle anything', async () => {
    const response = await app.request('/healthz', {
      headers: { 'X-Request-Id': 'x'.repeat(200) },
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs one JSON line per request without query or credentials', async () => {
    log.lines.length = 0;
    await app.request('/login?token=secret', {
      headers: { Authorization: 'Bearer secret', 'X-Request-Id': 'log-1' },
    });
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({
      requestId: 'log-1',
      method: 'GET',
      path: '/login',
      status: 200,
    });
    expect(typeof log.lines[0]?.durationMs).toBe('number');
    expect(typeof log.lines[0]?.time).toBe('string');
    expect(JSON.stringify(log.lines)).not.toContain('secret');
  });
});
