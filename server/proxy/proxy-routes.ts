import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { errorResponse } from '../contract/envelope.ts';
import { edgeResponse } from '../edge/edge-response.ts';
import { requestHeader } from '../edge/request-header.ts';
import { clientAddress, clientProtoOf } from '../security/client-address.ts';
import { upstreamPath } from '../security/request-path.ts';
import { upstreamRequestHeaders } from './forward-headers.ts';
import { forwardRequest } from './forward-request.ts';
import type { ProxyOptions } from './proxy-options.ts';
import type { UpstreamRequest } from './upstream-request.ts';

/**
 * `/api/<path>?<query>` → `BACKEND_URL/<path>?<query>`, mounted at /api. The backend's origin is
 * fixed at start-up; the client chooses only the path below the base path.
 */
export function createProxyRoutes(options: ProxyOptions) {
  const app = new Hono<AppEnv>();
  const backend = new URL(options.backendUrl);
  const basePath = backend.pathname.replace(/\/+$/, '');

  app.all('*', async (c) => {
    // The Node fast path asked the backend already, and left its answer to be given here.
    const askedEarly = c.env?.begun?.backendAnswer;
    if (askedEarly) return askedEarly;
    const url = new URL(c.req.url);
    const path = upstreamPath(basePath, url.pathname.replace(/^\/api/, ''), url.search);
    if (path === null) return errorResponse(404, 'NOT_FOUND');

    const incoming = c.env.incoming;
    // Hono answers HEAD by running the GET route; the backend should still see HEAD.
    const method = incoming?.method ?? c.req.method;
    // A declared length over BODY_LIMIT never gets here (security/body-limit); a chunked body is
    // counted as it streams through.
    const declaredLength = requestHeader(c, 'content-length');

    return forwardRequest({
      url: backend,
      method,
      path,
      headers: upstreamRequestHeaders(incoming?.headers ?? Object.fromEntries(c.req.raw.headers), {
        clientAddress: clientAddress(c, options.trustedProxies),
        host: requestHeader(c, 'host') ?? url.host,
        // @hono/node-server's URL says https when the socket is TLS.
        proto: clientProtoOf(
          url.protocol === 'https:',
          requestHeader(c, 'x-forwarded-proto'),
          options.trustedProxies,
        ),
        requestId: c.get('requestId'),
        edgeVersion: options.version,
      }),
      body: requestBody(c, method, declaredLength),
      clientResponse: c.env.outgoing,
      timeoutMs: options.timeoutMs,
      bodyLimit: options.bodyLimit,
      requestId: c.get('requestId'),
      logger: options.logger,
      respond: (body, status, headers) => edgeResponse(c, body, status, headers),
    });
  });

  return app;
}

/**
 * What to send upstream as the body. GET and HEAD send none, whatever the client attached (the
 * client's connection still reads and drops it). A body the edge already read (rate-limited
 * routes) goes as those bytes. Otherwise the client's own stream: Node's parser delivers exactly
 * the declared Content-Length, so that length is the upstream's too; a chunked body stays
 * chunked; a request with neither has an empty body.
 */
function requestBody(
  c: Context<AppEnv>,
  method: string,
  declaredLength: string | undefined,
): UpstreamRequest['body'] {
  if (method === 'GET' || method === 'HEAD') return undefined;
  const read = c.get('requestBody');
  if (read) return { stream: Readable.from([read]), length: read.byteLength };
  const chunked = requestHeader(c, 'transfer-encoding') !== undefined;
  const length = chunked ? undefined : Number(declaredLength ?? 0);
  const incoming = c.env.incoming;
  if (incoming) return { stream: incoming, length };
  const body = c.req.raw.body;
  return body
    ? { stream: Readable.fromWeb(body as NodeReadableStream), length }
    : { stream: Readable.from([]), length: 0 };
}
