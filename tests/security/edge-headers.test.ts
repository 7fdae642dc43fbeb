/**
 * Probe: two Host headers were joined into X-Forwarded-Host, no response carried a
 * Permissions-Policy, and a 404 for a missing hashed asset had no Cache-Control.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createFakeDist } from '../server/helpers/fake-dist.ts';
import { startFakeUpstream } from '../server/helpers/fake-upstream.ts';
import { serveApp } from '../server/helpers/serve-app.ts';
import { testConfig } from '../server/helpers/test-config.ts';
import { exchange } from './helpers/raw-socket.ts';

let dist: ReturnType<typeof createFakeDist>;
let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let stubApp: ReturnType<typeof createApp>;
let proxyEdge: Awaited<ReturnType<typeof serveApp>>;
let stubEdge: Awaited<ReturnType<typeof serveApp>>;

beforeAll(async () => {
  dist = createFakeDist();
  upstream = await startFakeUpstream();
  stubApp = createApp(testConfig({ distDir: dist.root }), { logger: () => {} });
  stubEdge = await serveApp(stubApp);
  proxyEdge = await serveApp(
    createApp(testConfig({ distDir: dist.root, backendUrl: upstream.url, stubBackend: false }), {
      logger: () => {},
    }),
  );
});
afterAll(async () => {
  await proxyEdge.close();
  await stubEdge.close();
  await upstream.close();
  dist.cleanup();
});

const twoHosts = (path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: campus.example\r\nHost: evil.example\r\nConnection: close\r\n\r\n`;

describe('a request with two Host headers', () => {
  it('is refused with 400 and the envelope, and never reaches the backend', async () => {
    const before = upstream.seen.length;
    const answer = await exchange(proxyEdge.port, twoHosts('/api/echo/two-hosts'));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ status: false, code: 'INVALID_INPUT' });
    expect(upstream.seen.length).toBe(before);
  });

  it.each(['/', '/healthz', '/api/user/v1/getUserInfo'])(
    'is refused on %s in stub mode too',
    async (path) => {
      expect((await exchange(stubEdge.port, twoHosts(path))).status).toBe(400);
    },
  );

  it('one Host header still goes through as X-Forwarded-Host', async () => {
    const answer = await exchange(
      proxyEdge.port,
      'GET /api/echo/one-host HTTP/1.1\r\nHost: campus.example\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
    expect(upstream.seen.at(-1)?.headers['x-forwarded-host']).toBe('campus.example');
  });
});

describe('Permissions-Policy', () => {
  it.each([
    ['the SPA', '/'],
    ['a hashed asset', '/static/js/index.abc123.js'],
    ['a missing asset', '/static/js/missing.0000.js'],
    ['an API call', '/api/user/v1/getUserInfo'],
    ['a health check', '/healthz'],
  ])('turns off powerful browser features on %s', async (_, path) => {
    const policy = (await stubApp.request(path)).headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });
});

describe('a 404 for a missing file', () => {
  it.each(['/static/js/index.0000.js', '/favicon.png', '/..%2fsecret.txt'])(
    'is never cached: %s',
    async (path) => {
      const response = await stubApp.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('and a method the SPA does not answer neither', async () => {
    const response = await stubApp.request('/login', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('a cross-origin request (ASVS V3.4.1, V3.4.2)', () => {
  it('gets HSTS and no CORS allowance, on the page and on the API, preflight included', async () => {
    const origin = { Origin: 'https://evil.example' };
    const answers = [
      await stubApp.request('/login', { headers: origin }),
      await stubApp.request('/api/Common/v1/state', { headers: origin }),
      await stubApp.request('/api/user/v1/login', {
        method: 'OPTIONS',
        headers: { ...origin, 'Access-Control-Request-Method': 'POST' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
});

describe('a token signed with another algorithm (ASVS V9.1.2)', () => {
  it('gets 401: alg none is not accepted', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: 1004, sid: 'x', iat: now, exp: now + 3600 })}.`;
    const answer = await stubApp.request('/api/user/v1/getUserInfo', {
      headers: { Authorization: `Bearer ${unsigned}` },
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ status: false, code: 'UNAUTHORIZED' });
  });
});
