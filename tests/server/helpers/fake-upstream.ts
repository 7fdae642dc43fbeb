import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake backend saw of one request. */
export type SeenRequest = {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
};

/**
 * A backend that misbehaves on demand, chosen by path: `/slow` (answers after 150 ms), `/hang`
 * (never answers), `/reset-mid-body` (sends headers and part of a body, then drops the
 * connection), `/stall-mid-body` and `/stall-whole` (headers and part of a body of 200 kB or
 * 1 kB, then silence), `/fail` (500), `/bad-json` (200 with broken JSON); anything else is echoed back.
 */
export async function startFakeUpstream() {
  const seen: SeenRequest[] = [];
  /** Requests whose connection the proxy closed before an answer came. */
  const abandoned: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      return; // the proxy gave up on this request (body over the limit): nothing to answer
    }
    const request = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    seen.push(request);
    const path = request.url.replace(/^\/base/, '');
    if (path.startsWith('/hang')) {
      req.socket.once('close', () => abandoned.push(request.url));
      return;
    }
    if (path.startsWith('/slow')) await new Promise((r) => setTimeout(r, 150));
    if (path.startsWith('/reset-mid-body')) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      res.write('{"status":true,"message":"partial');
      setTimeout(() => res.socket?.destroy(), 20);
      return;
    }
    if (path.startsWith('/stall-mid-body') || path.startsWith('/stall-whole')) {
      const length = path.startsWith('/stall-whole') ? 1000 : 200_000;
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(length) });
      res.write('{"status":true,"message":"partial');
      req.socket.once('close', () => abandoned.push(request.url));
      return;
    }
    if (path.startsWith('/fail')) {
      res.writeHead(500, { 'Content-Type': 'application/json', 'Cache-Control': 'max-age=60' });
      res.end('{"status":false,"message":"backend exploded"}');
      return;
    }
    if (path.startsWith('/bad-json')) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"status":tru');
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Set-Cookie': ['a=1', 'b=2'],
      'X-Upstream': 'yes',
    });
    res.end(JSON.stringify(request));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    abandoned,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port with nothing listening: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
