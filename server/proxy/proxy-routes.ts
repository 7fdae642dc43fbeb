import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Hono } from 'hono';
import type { AppEnv, Logger } from '../app-env.ts';
import { errorResponse } from '../contract/envelope.ts';
import { upstreamPath } from '../security/request-path.ts';
import { upstreamRequestHeaders } from './forward-headers.ts';
import { forwardRequest, payloadTooLarge } from './forward-request.ts';

/** What the proxy needs from the configuration. */
export type ProxyOptions = {
  backendUrl: string;
  timeoutMs: number;
  bodyLimit: number;
  version: string;
  logger: Logger;
};

/**
 * `/api/<path>?<query>` → `BACKEND_URL/<path>?<query>`, mounted at /api. The backend's origin is
 * fixed at start-up; the client chooses only the path below the base path.
 */
export function createProxyRoutes(options: ProxyOptions) {
  const app = new Hono<AppEnv>();
  const backend = new URL(options.backendUrl);
  const basePath = backend.pathname.replace(/\/+$/, '');

  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const path = upstreamPath(basePath, url.pathname.replace(/^\/api/, ''), url.search);
    if (path === null) return errorResponse(404, 'NOT_FOUND');

    const incoming = c.env.incoming;
    // Hono answers HEAD by running the GET route; the backend should still see HEAD.
    const method = incoming?.method ?? c.req.method;
    const declaredLength = Number(c.req.header('content-length') ?? 0);
    if (declaredLength > options.bodyLimit) return payloadTooLarge();

    const hasBody = method !== 'GET' && method !== 'HEAD';
    const body = !hasBody
      ? undefined
      : (incoming ??
        (c.req.raw.body ? Readable.fromWeb(c.req.raw.body as NodeReadableStream) : undefined));

    return forwardRequest({
      url: backend,
      method,
      path,
      headers: upstreamRequestHeaders(incoming?.headers ?? Object.fromEntries(c.req.raw.headers), {
        remoteAddress: incoming?.socket.remoteAddress,
        host: c.req.header('host') ?? url.host,
        proto: url.protocol === 'https:' ? 'https' : 'http',
        requestId: c.get('requestId'),
        edgeVersion: options.version,
      }),
      body,
      clientResponse: c.env.outgoing,
      timeoutMs: options.timeoutMs,
      bodyLimit: options.bodyLimit,
      requestId: c.get('requestId'),
      logger: options.logger,
    });
  });

  return app;
}
