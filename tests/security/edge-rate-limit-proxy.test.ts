/**
 * The rate limits hold in proxy mode too, so a real backend behind is protected; the body the edge
 * read to find the account reaches the backend byte for byte, with its exact length.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { serveApp } from '../server/helpers/serve-app.ts';
import { testConfig } from '../server/helpers/test-config.ts';
import { loginBody, postJson, WRONG_PASSWORD } from './helpers/post-json.ts';

/** A backend that refuses every login as the real one does, and records what it received. */
const received: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
let backend: Server;
let edge: Awaited<ReturnType<typeof serveApp>>;

beforeAll(async () => {
  backend = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    received.push({ url: req.url ?? '', headers: req.headers, body });
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"status":false,"message":"Invalid user or password","body":{}}');
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  edge = await serveApp(
    createApp(testConfig({ backendUrl, stubBackend: false, distDir: '/nonexistent-dist' }), {
      logger: () => {},
    }),
  );
});
afterAll(async () => {
  await edge.close();
  backend.closeAllConnections();
  backend.close();
});

describe('in front of a real backend', () => {
  it('passes the login body on unchanged, with its exact length', async () => {
    const body = JSON.stringify(loginBody('someone@example.com', WRONG_PASSWORD));
    await postJson(edge.port, '/api/user/v1/login', body, { from: '127.0.20.1' });
    const last = received.at(-1);
    expect(last?.body).toBe(body);
    expect(last?.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(last?.headers['transfer-encoding']).toBeUndefined();
  });

  it('stops the 11th wrong password before the backend sees it', async () => {
    const attempt = () =>
      postJson(edge.port, '/api/user/v1/login', loginBody('victim@example.com', WRONG_PASSWORD), {
        from: '127.0.20.2',
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(200);
    const before = received.length;
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(received.length).toBe(before);
  });

  it('counts a login spelled the way a case-insensitive backend still takes it', async () => {
    const attempt = (path: string) =>
      postJson(edge.port, path, loginBody('victim2@example.com', WRONG_PASSWORD), {
        from: '127.0.20.3',
      });
    for (let i = 0; i < 10; i++)
      await attempt(i % 2 ? '/api/User/V1/Login' : '/api/user/v1/login/');
    expect((await attempt('/api/USER/v1/login')).status).toBe(429);
  });

  it('sends the client address it counted as X-Forwarded-For', async () => {
    await postJson(edge.port, '/api/user/v1/login', loginBody('a@example.com', 'x'), {
      from: '127.0.20.4',
      headers: { 'X-Forwarded-For': '6.6.6.6' },
    });
    expect(received.at(-1)?.headers['x-forwarded-for']).toBe('127.0.20.4');
  });
});
