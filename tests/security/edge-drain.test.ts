/**
 * Probe: after SIGTERM a busy keep-alive connection kept getting new requests answered with
 * `Connection: keep-alive`, and requests still running at the fixed 10 s drain were cut though
 * PROXY_TIMEOUT_MS is 30 s. The real entry point in a child process, a backend that answers after
 * `?ms=`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, parseResponse } from './helpers/raw-socket.ts';
import { spawnServer } from './helpers/spawn-server.ts';

let backend: Server;
let backendUrl: string;
/** The paths the backend has received, so a test knows a request is really in flight. */
const arrived: string[] = [];
beforeAll(async () => {
  backend = createServer((req, res) => {
    arrived.push(new URL(req.url ?? '/', 'http://backend').pathname);
    const ms = Number(new URL(req.url ?? '/', 'http://backend').searchParams.get('ms') ?? 0);
    setTimeout(() => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"status":true}');
    }, ms);
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});
afterAll(() => {
  backend.closeAllConnections();
  backend.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (condition: () => boolean) => {
  while (!condition()) await sleep(10);
};

/**
 * Whether a new connection still gets an answer. Refused, or reset after the kernel completed the
 * handshake for a listener that was closing, both count as no.
 */
async function answersNewConnection(port: number): Promise<boolean> {
  const late = await openSocket(port).catch(() => undefined);
  if (!late) return false;
  late.socket.write('GET /healthz HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
  await late.closed;
  return late.state.received !== '';
}

describe('on SIGTERM', () => {
  it('answers the request in flight with Connection: close and closes its keep-alive connection', async () => {
    const server = await spawnServer({ BACKEND_URL: backendUrl });
    try {
      const busy = await openSocket(server.port);
      busy.socket.write('GET /api/warm-up HTTP/1.1\r\nHost: a\r\n\r\n');
      await until(() => busy.state.received.includes('\r\n\r\n'));
      expect(parseResponse(busy.state.received).headers.connection).toBe('keep-alive');
      busy.state.received = '';

      busy.socket.write('GET /api/busy?ms=400 HTTP/1.1\r\nHost: a\r\n\r\n');
      await until(() => arrived.includes('/busy'));
      server.child.kill('SIGTERM');
      await busy.closed;

      const answer = parseResponse(busy.state.received);
      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe('close');
      await expect(server.exited).resolves.toBe(0);
    } finally {
      server.stop();
    }
  });

  it('closes an idle keep-alive connection at once and refuses new connections', async () => {
    const server = await spawnServer({ BACKEND_URL: backendUrl });
    try {
      const busy = await openSocket(server.port);
      busy.socket.write('GET /api/keep-busy?ms=300 HTTP/1.1\r\nHost: a\r\n\r\n');
      const idle = await openSocket(server.port);
      idle.socket.write('GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n');
      await until(() => arrived.includes('/keep-busy') && idle.state.received.includes('ok'));
      server.child.kill('SIGTERM');
      await idle.closed;
      expect(await answersNewConnection(server.port)).toBe(false);
      await busy.closed;
      expect(parseResponse(busy.state.received).status).toBe(200);
    } finally {
      server.stop();
    }
  });

  it('lets a request run to its proxy timeout, past the old 10 s drain', {
    timeout: 20_000,
  }, async () => {
    const server = await spawnServer({ BACKEND_URL: backendUrl, PROXY_TIMEOUT_MS: '12000' });
    try {
      const answer = fetch(`${server.url}/api/long?ms=10500`);
      await until(() => arrived.includes('/long'));
      server.child.kill('SIGTERM');
      expect((await answer).status).toBe(200);
      await expect(server.exited).resolves.toBe(0);
    } finally {
      server.stop();
    }
  });

  it('cuts what still runs at DRAIN_TIMEOUT_MS and exits', { timeout: 5000 }, async () => {
    const server = await spawnServer({ BACKEND_URL: backendUrl, DRAIN_TIMEOUT_MS: '500' });
    try {
      const answer = fetch(`${server.url}/api/too-long?ms=3000`);
      await until(() => arrived.includes('/too-long'));
      const stoppedAt = performance.now();
      server.child.kill('SIGTERM');
      await expect(answer).rejects.toThrow();
      await expect(server.exited).resolves.toBe(0);
      expect(performance.now() - stoppedAt).toBeLessThan(2000);
      expect(server.lines.map((line) => line.event)).toContain('drain timeout; closing');
    } finally {
      server.stop();
    }
  });
});
