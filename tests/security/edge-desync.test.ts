/**
 * Probe: a GET with a body got its Content-Length forwarded but not its body, so the pooled
 * keep-alive connection to the backend read the next client's request as that body: the next,
 * unrelated `GET /api/Common/v1/state` got a 400, or waited for the proxy timeout when the length
 * matched its request. Two clients, one pooled upstream connection, the bytes it carried checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { serveApp } from '../server/helpers/serve-app.ts';
import { testConfig } from '../server/helpers/test-config.ts';
import { exchange, openSocket } from './helpers/raw-socket.ts';
import { startRecordingUpstream } from './helpers/recording-upstream.ts';

const TIMEOUT_MS = 2000;
let upstream: Awaited<ReturnType<typeof startRecordingUpstream>>;
let edge: Awaited<ReturnType<typeof serveApp>>;

beforeAll(async () => {
  upstream = await startRecordingUpstream();
  edge = await serveApp(
    createApp(
      testConfig({
        backendUrl: upstream.url,
        stubBackend: false,
        proxyTimeoutMs: TIMEOUT_MS,
        distDir: '/nonexistent-dist',
      }),
      { logger: () => {} },
    ),
  );
});
afterAll(async () => {
  await edge.close();
  await upstream.close();
});

/** The bytes of the upstream connection that carried a request for `path`. */
const connectionCarrying = (path: string) =>
  upstream.connections.find((connection) => connection.bytes.includes(` ${path} `))?.bytes ?? '';

const victim =
  'GET /api/Common/v1/state HTTP/1.1\r\nHost: campus.example\r\nConnection: close\r\n\r\n';

const withBody = (method: string, body: string, path = '/echo/attacker') =>
  `${method} /api${path} HTTP/1.1\r\nHost: campus.example\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`;

/** The requests an upstream connection carried, as the backend's parser would split them. */
function requestsOn(bytes: string) {
  const requests: { line: string; headers: string[]; body: string }[] = [];
  let rest = bytes;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) throw new Error(`an unfinished request head: ${JSON.stringify(rest)}`);
    const [line = '', ...headers] = rest.slice(0, end).split('\r\n');
    const lengthHeader = headers.find((h) => /^content-length:/i.test(h));
    const length = lengthHeader ? Number(lengthHeader.split(':')[1]) : 0;
    requests.push({ line, headers, body: rest.slice(end + 4, end + 4 + length) });
    rest = rest.slice(end + 4 + length);
  }
  return requests;
}

describe.each(['GET', 'HEAD'])('a %s with a body, then another client', (method) => {
  it('does not swallow the next request on the pooled connection', async () => {
    const path = `/echo/${method}-then-victim`;
    const attacker = await exchange(edge.port, withBody(method, 'hello', path));
    expect(attacker.status).toBe(200);

    const answer = await exchange(edge.port, victim);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ url: '/Common/v1/state' });

    const forwarded = requestsOn(connectionCarrying(path)).find((r) => r.line.includes(path));
    expect(forwarded?.line).toBe(`${method} ${path} HTTP/1.1`);
    expect(forwarded?.headers.some((h) => /^(content-length|transfer-encoding):/i.test(h))).toBe(
      false,
    );
  });

  it('does not make the next client wait for the proxy timeout', async () => {
    // A Content-Length as long as the victim's forwarded request: the backend would wait for it.
    const forwardedVictim = 300;
    await exchange(edge.port, withBody(method, 'x'.repeat(forwardedVictim)));
    const started = performance.now();
    const answer = await exchange(edge.port, victim);
    expect(answer.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS / 2);
  });
});

describe('two clients on one pooled upstream connection', () => {
  it('carry exactly their two requests: the GET with a body sends neither body nor length', async () => {
    const path = '/echo/pooled';
    await exchange(edge.port, withBody('GET', 'hello', path));
    await exchange(edge.port, victim);
    const requests = requestsOn(connectionCarrying(path));
    expect(requests.map((r) => r.line).slice(-2)).toEqual([
      `GET ${path} HTTP/1.1`,
      'GET /Common/v1/state HTTP/1.1',
    ]);
    expect(requests.every((r) => r.body === '')).toBe(true);
  });
});

describe('a POST', () => {
  it('is forwarded with exactly the bytes its Content-Length announces', async () => {
    const answer = await exchange(edge.port, withBody('POST', '{"a":1}', '/echo/post'));
    expect(answer.status).toBe(200);
    const request = requestsOn(connectionCarrying('/echo/post')).at(-1);
    expect(request?.headers).toContain('content-length: 7');
    expect(request?.body).toBe('{"a":1}');
  });

  it('whose client leaves half-way never leaves a half-sent request on a pooled connection', async () => {
    const { socket } = await openSocket(edge.port);
    socket.write(
      'POST /api/echo/cut HTTP/1.1\r\nHost: campus.example\r\nContent-Length: 100\r\n\r\nonly ten b',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));

    const answer = await exchange(edge.port, victim);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ url: '/Common/v1/state' });
  });
});
