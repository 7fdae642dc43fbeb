/** SIGTERM on the real entry point: requests in flight finish, new ones are refused, exit 0. */
import { spawn } from 'node:child_process';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { startFakeUpstream } from './helpers/fake-upstream.ts';

/** A GET through `agent`: its status and Connection header, once the body is read. */
function get(url: string, agent: Agent) {
  return new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
    request(url, { agent }, (answer) => {
      answer.resume();
      answer.on('end', () =>
        resolve({ status: answer.statusCode, connection: answer.headers.connection }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/**
 * The real entry point in a child process in front of `backendUrl`, with `env` added: its stdout's
 * log lines as they come, and its address once it has logged `ready` (`listening`, or a later event).
 */
async function startEntryPoint(
  backendUrl: string,
  { env = {}, ready = 'listening' }: { env?: Record<string, string>; ready?: string } = {},
) {
  const server = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      BACKEND_URL: backendUrl,
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const url = new Promise<string>((resolve, reject) => {
    let listening = '';
    server.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
    createInterface({ input: server.stdout }).on('line', (line) => {
      const event = JSON.parse(line) as { event?: string; url?: string };
      lines.push(event);
      if (event.event === 'listening' && event.url) listening = event.url;
      if (event.event === ready) resolve(listening);
    });
  });
  return { server, lines, url };
}

describe('server/index.ts on SIGTERM', () => {
  it('drains the request in flight, refuses new connections, then exits 0', async () => {
    const upstream = await startFakeUpstream();
    const { server, lines, url: listening } = await startEntryPoint(upstream.url);
    try {
      const url = await listening;
      const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
      // 'close' comes once stdout is read to its end.
      const closed = new Promise((resolve) => server.once('close', resolve));

      // The fake backend holds /slow for 150 ms: SIGTERM lands while it is in flight, on a
      // connection kept alive (it has carried an answer before).
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      expect((await get(`${url}/healthz`, agent)).status).toBe(200);
      const inFlight = get(`${url}/api/slow`, agent);
      await new Promise((resolve) => setTimeout(resolve, 50));
      server.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 20));

      const answer = await inFlight;
      expect(answer.status).toBe(200);
      // Its connection closes with it: it would otherwise go on taking requests until the deadline.
      expect(answer.connection).toBe('close');
      agent.destroy();
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
      await expect(exited).resolves.toBe(0);
      // The request log is written in batches: none of it may be lost when the process exits.
      await closed;
      expect(lines).toContainEqual(expect.objectContaining({ event: 'shutting down' }));
      expect(lines).toContainEqual(
        expect.objectContaining({ method: 'GET', path: '/api/slow', status: 200 }),
      );
    } finally {
      server.kill('SIGKILL');
      await upstream.close();
    }
  }, 15_000); // a child process starts here: seconds on a loaded 2-core machine

  it('sends the spans it still holds to the collector before it exits', async () => {
    // A collector that counts the trace exports it is sent.
    let exports = 0;
    const collector = createServer((incoming, answer) => {
      incoming.resume();
      incoming.on('end', () => {
        if (incoming.url === '/v1/traces') exports += 1;
        answer.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const upstream = await startFakeUpstream();
    const collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    const { server, url: traced } = await startEntryPoint(upstream.url, {
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl },
      ready: 'tracing on',
    });
    try {
      const url = await traced;
      const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
      // A traced request; its span waits in the batch (5 s by default) when SIGTERM comes.
      expect((await fetch(`${url}/api/slow`)).status).toBe(200);
      server.kill('SIGTERM');
      await expect(exited).resolves.toBe(0);
      expect(exports).toBeGreaterThan(0);
    } finally {
      server.kill('SIGKILL');
      await upstream.close();
      await new Promise((resolve) => collector.close(resolve));
    }
  }, 20_000);
});
