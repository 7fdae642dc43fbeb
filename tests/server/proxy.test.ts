import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { closedPort, type SeenRequest, startFakeUpstream } from './helpers/fake-upstream.ts';
import { rawRequest, serveApp } from './helpers/serve-app.ts';
import { collectingLogger, testConfig } from './helpers/test-config.ts';

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
type Served = Awaited<ReturnType<typeof serveApp>>;

const TIMEOUT_MS = 400;
const BODY_LIMIT = 1024;

let upstream: Upstream;
let edge: Served;
const log = collectingLogger();

const proxyApp = (backendUrl: string, logger = log.logger) =>
  createApp(
    testConfig({
      backendUrl,
      stubBackend: false,
      proxyTimeoutMs: TIMEOUT_MS,
      bodyLimit: BODY_LIMIT,
      distDir: '/nonexistent-dist',
      version: '9.9.9-test',
    }),
    { logger },
  );

const lastSeen = (): SeenRequest => {
  const seen = upstream.seen.at(-1);
  if (!seen) throw new Error('the upstream saw no request');
  return seen;
};

const expectStillServing = async (server: Served = edge) => {
  const answer = await rawRequest(server.port, { path: '/api/echo/after' });
  expect(answer.status).toBe(200);
};

beforeAll(async () => {
  upstream = await startFakeUpstream();
  edge = await serveApp(proxyApp(`${upstream.url}/base`));
});

afterAll(async () => {
  await edge.close();
  await upstream.close();
});

describe('forwarding', () => {
  it('forwards method, path below the base path, query and body', async () => {
    const answer = await rawRequest(edge.port, {
      method: 'POST',
      path: '/api/user/v1/login?lang=en&x=1%202',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":"a"}',
    });
    expect(answer.status).toBe(200);
    const seen = lastSeen();
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/base/user/v1/login?lang=en&x=1%202');
    expect(seen.body).toBe('{"username":"a"}');
  });

  it('streams a chunked body through', async () => {
    const answer = await rawRequest(edge.port, {
      method: 'PUT',
      path: '/api/echo/chunked',
      body: [Buffer.from('part one, '), Buffer.from('part two')],
    });
    expect(answer.status).toBe(200);
    expect(lastSeen().body).toBe('part one, part two');
    expect(lastSeen().headers['transfer-encoding']).toBe('chunked');
  });

  it('forwards the whitelisted client headers and adds the X-Forwarded ones', async () => {
    await rawRequest(edge.port, {
      path: '/api/echo',
      headers: {
        Authorization: 'Bearer abc',
        'Accept-Language': 'tn',
        'X-Client-Version': '2.1.18',
        Accept: 'application/json',
        'Accept-Encoding': 'gzip',
        'If-None-Match': '"v1"',
        'X-Request-Id': 'req-123',
        Host: 'campus.example',
      },
    });
    const { headers } = lastSeen();
    expect(headers).toMatchObject({
      authorization: 'Bearer abc',
      'accept-language': 'tn',
      'x-client-version': '2.1.18',
      accept: 'application/json',
      'accept-encoding': 'gzip',
      'if-none-match': '"v1"',
      'x-request-id': 'req-123',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': 'campus.example',
      'x-forwarded-proto': 'http',
      'x-edge-version': '9.9.9-test',
    });
    expect(headers.host).toBe(new URL(upstream.url).host);
  });

  it('does not forward cookies, spoofed X-Forwarded-For or other headers', async () => {
    await rawRequest(edge.port, {
      path: '/api/echo',
      headers: {
        Cookie: 'session=secret',
        'X-Forwarded-For': '6.6.6.6',
        'X-Custom': 'nope',
        'Proxy-Authorization': 'Basic x',
        Upgrade: 'websocket',
      },
    });
    const { headers } = lastSeen();
    expect(headers.cookie).toBeUndefined();
    expect(headers['x-custom']).toBeUndefined();
    expect(headers['proxy-authorization']).toBeUndefined();
    expect(headers.upgrade).toBeUndefined();
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('passes the answer back with its headers, Set-Cookie included, and no-store', async () => {
    const answer = await rawRequest(edge.port, { path: '/api/echo' });
    expect(answer.headers['x-upstream']).toBe('yes');
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('forwards HEAD as HEAD', async () => {
    const answer = await rawRequest(edge.port, { method: 'HEAD', path: '/api/echo/head' });
    expect(answer.status).toBe(200);
    expect(lastSeen().method).toBe('HEAD');
  });

  it('waits for a slow backend that answers within the timeout', async () => {
    const answer = await rawRequest(edge.port, { path: '/api/slow' });
    expect(answer.status).toBe(200);
  });
});

describe('Expect: 100-continue', () => {
  it('accepts an upload that waits for 100 Continue and never forwards Expect', async () => {
    const answer = await rawRequest(edge.port, {
      method: 'POST',
      path: '/api/echo/upload',
      headers: { Expect: '100-continue', 'Content-Type': 'text/plain', 'Content-Length': '11' },
      body: 'hello world',
    });
    expect(answer.status).toBe(200);
    expect(lastSeen().body).toBe('hello world');
    expect(lastSeen().headers.expect).toBeUndefined();
  });
});

describe('never another host', () => {
  it.each([
    ['/api//evil.example/x', '/base//evil.example/x'],
    ['/api/http://evil.example/x', '/base/http://evil.example/x'],
    ['/api/@evil.example/x', '/base/@evil.example/x'],
  ])('sends %s to the configured backend', async (path, expected) => {
    const before = upstream.seen.length;
    const answer = await rawRequest(edge.port, { path });
    expect(answer.status).toBe(200);
    expect(upstream.seen.length).toBe(before + 1);
    expect(lastSeen().url).toBe(expected);
    expect(lastSeen().headers.host).toBe(new URL(upstream.url).host);
  });

  it.each([
    '/api/%2F%2Fevil.example/x',
    '/api/..%2f..%2fadmin',
    '/api/x%5c..%5cadmin',
    '/api/x%00',
  ])('answers 404 for %s without calling anyone', async (path) => {
    const before = upstream.seen.length;
    const answer = await rawRequest(edge.port, { path });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ status: false });
    expect(upstream.seen.length).toBe(before);
  });

  it('resolves %2e%2e segments like the URL standard, out of /api, so the backend never sees them', async () => {
    const before = upstream.seen.length;
    const answer = await rawRequest(edge.port, { path: '/api/%2e%2e/%2e%2e/admin' });
    expect(answer.headers['content-type']).not.toContain('json');
    expect(upstream.seen.length).toBe(before);
  });

  it('ignores an absolute-form request target naming another host', async () => {
    const answer = await rawRequest(edge.port, { path: 'http://evil.example/api/echo/abs' });
    expect(answer.status).toBe(200);
    expect(lastSeen().url).toBe('/base/echo/abs');
    expect(lastSeen().headers.host).toBe(new URL(upstream.url).host);
  });
});

describe('backend failures', () => {
  it('answers 502 with the envelope when the backend refuses connections', async () => {
    const refused = await serveApp(proxyApp(`http://127.0.0.1:${await closedPort()}`));
    try {
      const answer = await rawRequest(refused.port, { path: '/api/user/v1/login' });
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toEqual({
        status: false,
        code: 'BACKEND_UNREACHABLE',
        message: 'The backend could not be reached',
        body: {},
      });
      expect(answer.headers['cache-control']).toBe('no-store');
      const again = await rawRequest(refused.port, { path: '/api/user/v1/login' });
      expect(again.status).toBe(502);
    } finally {
      await refused.close();
    }
  });

  it('answers 502 when the backend name does not resolve', async () => {
    const unresolvable = await serveApp(proxyApp('http://backend.invalid'));
    try {
      const answer = await rawRequest(unresolvable.port, { path: '/api/x' });
      expect(answer.status).toBe(502);
    } finally {
      await unresolvable.close();
    }
  });

  it('answers 504 with the envelope when the backend hangs, and aborts the backend call', async () => {
    const started = Date.now();
    const answer = await rawRequest(edge.port, { path: '/api/hang' });
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.body)).toEqual({
      status: false,
      code: 'BACKEND_TIMEOUT',
      message: 'The backend did not answer in time',
      body: {},
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
    await expect.poll(() => upstream.abandoned).toContain('/base/hang');
    await expectStillServing();
  });

  it('passes a backend 5xx through as it is, with no-store', async () => {
    const answer = await rawRequest(edge.port, { path: '/api/fail' });
    expect(answer.status).toBe(500);
    expect(answer.body).toBe('{"status":false,"message":"backend exploded"}');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('passes invalid JSON through as it is', async () => {
    const answer = await rawRequest(edge.port, { path: '/api/bad-json' });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"status":tru');
  });

  it('answers 504 when a short answer stops half-way, and lets the backend go', async () => {
    const answer = await rawRequest(edge.port, { path: '/api/stall-whole' });
    expect(answer.status).toBe(504);
    await expect.poll(() => upstream.abandoned).toContain('/base/stall-whole');
    await expectStillServing();
  });

  it('cuts the client connection when a streamed answer goes silent past the timeout', async () => {
    const started = Date.now();
    await expect(rawRequest(edge.port, { path: '/api/stall-mid-body' })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
    await expect.poll(() => upstream.abandoned).toContain('/base/stall-mid-body');
    expect(log.lines.some((line) => line.event === 'upstream reset mid-body')).toBe(true);
    await expectStillServing();
  });

  it('cuts the client connection when the backend resets mid-body, and keeps serving', async () => {
    await expect(rawRequest(edge.port, { path: '/api/reset-mid-body' })).rejects.toThrow();
    await expectStillServing();
  });
});

describe('body limit', () => {
  it('answers 413 up front when Content-Length is over BODY_LIMIT', async () => {
    const before = upstream.seen.length;
    const answer = await rawRequest(edge.port, {
      method: 'POST',
      path: '/api/echo/big',
      headers: { 'Content-Length': String(BODY_LIMIT + 1) },
      body: 'x'.repeat(BODY_LIMIT + 1),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ status: false });
    expect(upstream.seen.length).toBe(before);
    await expectStillServing();
  });

  it('answers 413 when a chunked body grows past BODY_LIMIT', async () => {
    const answer = await rawRequest(edge.port, {
      method: 'POST',
      path: '/api/echo/big-chunked',
      body: [Buffer.alloc(BODY_LIMIT / 2, 'a'), Buffer.alloc(BODY_LIMIT, 'b')],
    });
    expect(answer.status).toBe(413);
    await expectStillServing();
  });

  it('answers 413 to an over-limit upload that asked for 100 Continue', async () => {
    const answer = await rawRequest(edge.port, {
      method: 'POST',
      path: '/api/echo/big-expect',
      headers: { Expect: '100-continue', 'Content-Length': String(BODY_LIMIT * 2) },
      body: 'x'.repeat(BODY_LIMIT * 2),
    });
    expect(answer.status).toBe(413);
  });
});

describe('logging', () => {
  it('never logs the Authorization header or the body', () => {
    const text = JSON.stringify(log.lines);
    expect(text).not.toContain('Bearer abc');
    expect(text).not.toContain('username');
  });
});
