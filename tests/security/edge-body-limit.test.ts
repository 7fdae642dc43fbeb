/**
 * Probe: BODY_LIMIT was ignored when the embedded stub answered /api: a 60 MB login body got 200,
 * a 200 MB one took the server from 408 MB to 1.1 GB. The limit holds on every route, declared or
 * chunked, and a chunked body is refused as soon as it passes the limit, not after it was read.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import { rawRequest, serveApp } from '../server/helpers/serve-app.ts';
import { testConfig } from '../server/helpers/test-config.ts';

const BODY_LIMIT = 1024;
const quiet = { logger: () => {} };

type Served = Awaited<ReturnType<typeof serveApp>>;
const servers: Served[] = [];
const serve = async (overrides: Partial<Config>) => {
  const served = await serveApp(
    createApp(
      testConfig({ bodyLimit: BODY_LIMIT, distDir: '/nonexistent-dist', ...overrides }),
      quiet,
    ),
  );
  servers.push(served);
  return served;
};

let stubMode: Served;
let stubBackendMode: Served;
beforeAll(async () => {
  stubMode = await serve({});
  stubBackendMode = await serve({ mode: 'stub-backend' });
});
afterAll(async () => {
  for (const served of servers) await served.close();
});

/** A valid login padded past the limit: before the fix the stub signed it in. */
const paddedLogin = (size: number) => {
  // Padded with whitespace JSON allows, as the contract refuses a field it does not name.
  const json = JSON.stringify({
    username: 'student@example.com',
    password: 'Demo@1234',
    deviceInfo: {},
  });
  return `${json}${' '.repeat(Math.max(0, size - json.length))}`;
};

const expectTooLarge = (answer: { status: number; body: string }) => {
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toMatchObject({ status: false, code: 'PAYLOAD_TOO_LARGE' });
};

describe.each([
  ['the embedded stub', () => stubMode, '/api/user/v1/login'],
  ['the demo stubs', () => stubMode, '/api/mail-app/remove-mail'],
  ['SERVER_MODE=stub-backend', () => stubBackendMode, '/user/v1/login'],
])('a body over BODY_LIMIT on %s', (_, server, path) => {
  it('gets a 413 when its Content-Length says so', async () => {
    const body = paddedLogin(BODY_LIMIT * 4);
    const answer = await rawRequest(server().port, {
      method: 'POST',
      path,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      body,
    });
    expectTooLarge(answer);
  });

  it('gets a 413 when it comes chunked', async () => {
    const body = paddedLogin(BODY_LIMIT * 4);
    const answer = await rawRequest(server().port, {
      method: 'POST',
      path,
      headers: { 'Content-Type': 'application/json' },
      body: [Buffer.from(body.slice(0, 100)), Buffer.from(body.slice(100))],
    });
    expectTooLarge(answer);
  });
});

describe('a chunked body that never ends', () => {
  it('is refused once it passes the limit, without waiting for the rest', {
    timeout: 5000,
  }, async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: stubMode.port,
          method: 'POST',
          path: '/api/user/v1/login',
          headers: { 'Content-Type': 'application/json' },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      // Twice the limit, and the request is never ended: only a streaming check can answer.
      req.write(`{"pad":"${'x'.repeat(BODY_LIMIT * 2)}`);
    });
    expectTooLarge(answer);
  });
});

describe('a body within the limit', () => {
  it('still signs in', async () => {
    const body = paddedLogin(BODY_LIMIT - 10);
    const answer = await rawRequest(stubMode.port, {
      method: 'POST',
      path: '/api/user/v1/login',
      headers: { 'Content-Type': 'application/json' },
      body: [Buffer.from(body.slice(0, 50)), Buffer.from(body.slice(50))],
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: true });
  });
});
