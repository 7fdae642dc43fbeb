/**
 * Answers of known length, and chunked ones that end within 64 kB, are read whole and written with all their headers at once
 * (server/proxy/forward-request.ts); they must reach the client exactly as a streamed one did.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { rawRequest, serveApp } from './helpers/serve-app.ts';
import { testConfig } from './helpers/test-config.ts';

const BODY = JSON.stringify({ status: true, message: 'ok', body: { pad: 'ü'.repeat(100) } });
/** Past the 64 kB read whole; every 10th character numbered, so a lost or moved chunk shows. */
const LARGE = Array.from({ length: 10_000 }, (_, i) => `${String(i).padStart(9, '0')}\n`).join('');
let upstream: Server;
let edge: Awaited<ReturnType<typeof serveApp>>;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    req.resume();
    const headers: Record<string, string | string[]> = {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(BODY)),
      'Cache-Control': 'max-age=60',
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Upstream': 'yes',
    };
    if (req.url === '/cookies') headers['Set-Cookie'] = ['a=1', 'b=2'];
    if (req.url === '/empty') {
      res.writeHead(204).end();
      return;
    }
    if (req.url === '/empty-cookies') {
      res.writeHead(204, { 'Set-Cookie': ['a=1', 'b=2'] }).end();
      return;
    }
    if (req.url === '/chunked-small' || req.url === '/chunked-large') {
      // No Content-Length: Node sends these chunked, a chunk per write.
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Upstream': 'yes' });
      const body = req.url === '/chunked-small' ? BODY : LARGE;
      const writes = req.url === '/chunked-small' ? 2 : 7;
      const size = Math.ceil(body.length / writes);
      let at = 0;
      const next = () => {
        if (at >= body.length) {
          res.end();
          return;
        }
        res.write(body.slice(at, at + size));
        at += size;
        setTimeout(next, 5);
      };
      next();
      return;
    }
    res.writeHead(200, headers).end(BODY);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  edge = await serveApp(
    createApp(
      testConfig({
        backendUrl: `http://127.0.0.1:${port}`,
        stubBackend: false,
        distDir: '/nonexistent-dist',
      }),
      { logger: () => {} },
    ),
  );
});
afterAll(async () => {
  await edge.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('a proxied answer of known length', () => {
  it('arrives byte for byte, with its headers and the edge headers replacing the same names', async () => {
    const answer = await rawRequest(edge.port, {
      path: '/api/plain',
      headers: { 'X-Request-Id': 'whole-1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(BODY);
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(BODY)));
    expect(answer.headers['x-upstream']).toBe('yes');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-request-id']).toBe('whole-1');
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  });

  it('keeps repeated Set-Cookie headers apart', async () => {
    const answer = await rawRequest(edge.port, { path: '/api/cookies' });
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(answer.body).toBe(BODY);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers a 204 with repeated Set-Cookie headers, apart, and no body', async () => {
    const answer = await rawRequest(edge.port, { path: '/api/empty-cookies' });
    expect(answer.status).toBe(204);
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(answer.body).toBe('');
  });

  it('answers a 204 with no body and the edge headers', async () => {
    const answer = await rawRequest(edge.port, { path: '/api/empty' });
    expect(answer.status).toBe(204);
    expect(answer.body).toBe('');
    expect(answer.headers['x-request-id']).toBeTruthy();
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('a proxied answer without a length (chunked by the backend)', () => {
  it('arrives whole, with its length, when it ends within 64 kB', async () => {
    const answer = await rawRequest(edge.port, { path: '/api/chunked-small' });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(BODY);
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(BODY)));
    expect(answer.headers['x-upstream']).toBe('yes');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('is streamed byte for byte past 64 kB, the chunks read before it grew that long first', async () => {
    const answer = await rawRequest(edge.port, { path: '/api/chunked-large' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.body.length).toBe(LARGE.length);
    expect(answer.body).toBe(LARGE);
    expect(answer.headers['x-upstream']).toBe('yes');
  });
});
