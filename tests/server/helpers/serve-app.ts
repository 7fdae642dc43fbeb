import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { createApp } from '../../../server/app.ts';
import { type FastPath, serverWithFastPath } from '../../../server/edge/fast-path.ts';

/**
 * Serves the app on a loopback port, as server/index.ts does, for tests that need real sockets.
 * `fast` lists the requests the edge's Node fast path answered itself; with `fastPath: false`
 * Hono answers everything.
 */
export async function serveApp(
  app: ReturnType<typeof createApp>,
  { fastPath = true }: { fastPath?: boolean } = {},
) {
  const fast: string[] = [];
  const recorded: FastPath | undefined =
    fastPath && app.fastPath
      ? (request, response, handOver) => {
          const answered = app.fastPath?.(request, response, handOver) ?? false;
          if (answered) fast.push(`${request.method} ${request.url}`);
          return answered;
        }
      : undefined;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve(
      {
        fetch: app.fetch,
        createServer: serverWithFastPath({ fetch: app.fetch, fastPath: recorded }),
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    fast,
    close: () =>
      new Promise<void>((resolve) => {
        (server as import('node:http').Server).closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type RawAnswer = {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body as it came, still in its content coding. */
  bytes: Buffer;
};

/**
 * A request sent byte for byte as given (fetch would normalise the path and refuses `Expect`).
 * Resolves with the answer, or rejects when the connection breaks.
 */
export function rawRequest(
  port: number,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer | Buffer[];
  },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            bytes: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const expectContinue = options.headers?.Expect?.toLowerCase() === '100-continue';
    const sendBody = () => {
      const parts = Array.isArray(options.body) ? options.body : options.body ? [options.body] : [];
      for (const part of parts) req.write(part);
      req.end();
    };
    if (expectContinue) req.on('continue', sendBody);
    else sendBody();
  });
}
