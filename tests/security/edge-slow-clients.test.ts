/**
 * Probe: the server ran on Node's default timeouts: a header trickling at 1 byte/s was held 73 s, a
 * body at 1 byte/s over 130 s, and connections were not capped. Small configured values here, over
 * real sockets to the real entry point.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSocket } from './helpers/raw-socket.ts';
import { type SpawnedServer, spawnServer } from './helpers/spawn-server.ts';

const HEADERS_TIMEOUT_MS = 500;
const REQUEST_TIMEOUT_MS = 1000;
const KEEP_ALIVE_TIMEOUT_MS = 300;
const MAX_CONNECTIONS = 4;
/** The server checks its connections on a tick; a close may come that much later. */
const SLACK_MS = 1500;

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnServer({
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
    MAX_CONNECTIONS: String(MAX_CONNECTIONS),
  });
});
afterAll(() => server.stop());

/** Writes one byte every 100 ms until the server closes the connection; resolves with how long. */
async function trickle(head: string, byte: string) {
  const { socket, state, closed } = await openSocket(server.port);
  const started = performance.now();
  socket.write(head);
  const drip = setInterval(() => {
    if (!socket.destroyed) socket.write(byte);
  }, 100);
  await closed;
  clearInterval(drip);
  return { heldMs: state.closedAt - started, received: state.received };
}

describe('a slow client', () => {
  it('trickling its header is cut after HEADERS_TIMEOUT_MS with a 408', {
    timeout: 8000,
  }, async () => {
    const { heldMs, received } = await trickle('GET /healthz HTTP/1.1\r\nHost: a\r\nX-Slow: ', 'x');
    expect(heldMs).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('trickling its body is cut after REQUEST_TIMEOUT_MS with a 408', {
    timeout: 8000,
  }, async () => {
    const { heldMs, received } = await trickle(
      'POST /api/user/v1/login HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
      'x',
    );
    expect(heldMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('idle on keep-alive is closed after KEEP_ALIVE_TIMEOUT_MS', { timeout: 8000 }, async () => {
    const { socket, state, closed } = await openSocket(server.port);
    socket.write('GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n');
    // The answer's arrival starts the idle time; a loaded machine may take a while to send it.
    await vi.waitFor(() => expect(state.received).toMatch(/^HTTP\/1\.1 200/), { timeout: 3000 });
    const idleSince = performance.now();
    await closed;
    expect(state.closedAt - idleSince).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + SLACK_MS);
  });
});

describe('MAX_CONNECTIONS', () => {
  it('drops connections past the cap and takes new ones once some closed', {
    timeout: 8000,
  }, async () => {
    const held = await Promise.all(
      Array.from({ length: MAX_CONNECTIONS }, () => openSocket(server.port)),
    );
    // Each held connection sends part of a header, so none of them is idle.
    for (const { socket } of held) socket.write('GET /healthz HTTP/1.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));

    const extra = await openSocket(server.port);
    extra.socket.write('GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n');
    await extra.closed;
    expect(extra.state.received).toBe('');

    for (const { socket } of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const later = await openSocket(server.port);
    later.socket.write('GET /healthz HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
    await later.closed;
    expect(later.state.received).toMatch(/^HTTP\/1\.1 200/);
  });
});
