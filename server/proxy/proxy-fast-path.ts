import type { ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { getRequestListener } from '@hono/node-server';
import type { FastPath } from '../edge-fast-path.ts';
import { edgeHeaders } from '../edge-response.ts';
import { requestIdFor, requestLine } from '../logging/request-log.ts';
import { nodeHeader } from '../request-header.ts';
import { forwardedClientAddress } from '../security/client-address.ts';
import { nextNonce } from '../security/nonce-pool.ts';
import { upstreamPath } from '../security/request-path.ts';
import { securityHeaderValues } from '../security/secure-headers.ts';
import { hostHeaders } from '../security/single-host.ts';
import { upstreamRequestHeaders } from './forward-headers.ts';
import { forwardRequest } from './forward-request.ts';
import type { ProxyOptions } from './proxy-routes.ts';

/** What `respond` hands back once it has written the answer itself. */
const WRITTEN = new Response(null);

/**
 * A proxied read (GET or HEAD without a body under /api) forwarded by Node itself, before Hono:
 * the same upstream request, answer, headers and log line as the Hono route and its middlewares
 * give (proxy-routes.ts, edge-response.ts, request-log.ts, secure-headers.ts, no-store.ts). An
 * answer of known length is written straight to the socket; any other (an error's envelope, a
 * streamed body) goes through @hono/node-server's own writer, as on the Hono path. Whatever a
 * middleware would refuse or read (two Host headers, a request body, no Host, a percent-encoded
 * path) goes on to Hono, and so does every request while the demo stubs, which answer some /api
 * paths, are on. The rate limits count POSTs only. Issue 13: the middlewares and Hono's routing
 * were a third of a proxied call's CPU time.
 */
export function proxyFastPath(options: ProxyOptions): FastPath {
  const backend = new URL(options.backendUrl);
  const basePath = backend.pathname.replace(/\/+$/, '');
  const answers = new WeakMap<object, Response>();
  const writeAnswer = getRequestListener((_request, env) => {
    const answer = answers.get(env.incoming);
    answers.delete(env.incoming);
    return answer ?? new Response(null, { status: 500 });
  });

  return (request, response) => {
    const started = performance.now();
    const method = request.method ?? '';
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = request.url ?? '';
    // Hono logs a percent-encoded path decoded: such a rare path is left to it.
    if (!url.startsWith('/api/') || url.includes('%')) return false;
    const { headers } = request;
    const host = nodeHeader(request, 'host');
    if (host === undefined || hostHeaders(request.rawHeaders) > 1) return false;
    const declared = headers['content-length'];
    if (
      headers['transfer-encoding'] !== undefined ||
      (declared !== undefined && declared !== '0')
    ) {
      return false;
    }
    // As the Hono route reads it: the path resolved as a URL, then checked (security/request-path).
    const target = new URL(url, 'http://edge');
    const path = upstreamPath(basePath, target.pathname.replace(/^\/api/, ''), target.search);
    if (path === null) return false;

    const requestId = requestIdFor(nodeHeader(request, 'x-request-id'));
    const nonce = nextNonce();
    const logPath = url.split('?', 1)[0] ?? url;
    void forwardRequest({
      url: backend,
      method,
      path,
      headers: upstreamRequestHeaders(headers, {
        clientAddress: forwardedClientAddress(
          request.socket.remoteAddress,
          nodeHeader(request, 'x-forwarded-for'),
          options.trustedProxies,
        ),
        host,
        proto: (request.socket as TLSSocket).encrypted ? 'https' : 'http',
        requestId,
        edgeVersion: options.version,
      }),
      body: undefined,
      clientResponse: response,
      timeoutMs: options.timeoutMs,
      bodyLimit: options.bodyLimit,
      requestId,
      logger: options.logger,
      respond: (body, status, plain) => {
        writeWhole(response, status, edgeHeaders(plain, nonce, requestId, true), body);
        return WRITTEN;
      },
    }).then((answer) => {
      const status = answer === WRITTEN ? response.statusCode : answer.status;
      if (answer !== WRITTEN) {
        answers.set(request, withEdgeHeaders(answer, nonce, requestId));
        void writeAnswer(request, response);
      }
      options.logger(requestLine(requestId, method, logPath, status, started));
    });
    return true;
  };
}

/** An answer of known length in one write, its length given as @hono/node-server gives it. */
function writeWhole(
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Uint8Array | null,
) {
  if (body !== null && headers['content-length'] === undefined) {
    headers['content-length'] = String(body.byteLength);
  }
  response.writeHead(status, headers);
  response.end(body ?? undefined);
}

/**
 * The answer as the middlewares leave one made without them (secure-headers, request-log,
 * no-store). Like Hono's `c.header()`, it is a copy: @hono/node-server then writes it on its
 * general path, which gives a short streamed body its Content-Length (edge-desync tests).
 */
function withEdgeHeaders(answer: Response, nonce: string, requestId: string): Response {
  const copy = new Response(answer.body, answer);
  for (const [name, value] of Object.entries(securityHeaderValues(nonce))) {
    copy.headers.set(name, value);
  }
  copy.headers.delete('X-Powered-By');
  copy.headers.set('X-Request-Id', requestId);
  copy.headers.set('Cache-Control', 'no-store');
  return copy;
}
