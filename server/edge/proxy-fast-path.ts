import type { TLSSocket } from 'node:tls';
import { requestIdFor, requestLine } from '../logging/request-log.ts';
import { recordRequestBegun, recordRequestEnded } from '../observability/record.ts';
import { upstreamRequestHeaders } from '../proxy/forward-headers.ts';
import { forwardRequest } from '../proxy/forward-request.ts';
import type { ProxyOptions } from '../proxy/proxy-options.ts';
import { clientAddressOf, clientProtoOf } from '../security/client-address.ts';
import { nextNonce } from '../security/nonce-pool.ts';
import { upstreamPath } from '../security/request-path.ts';
import { edgeHeadOnce, endEdgeAnswer } from './edge-response.ts';
import type { FastRules } from './edge-rules.ts';
import type { FastPath } from './fast-path.ts';
import { nodeHeader } from './request-header.ts';

/** A whole answer with plain headers, which the fast path writes itself. */
type PlainAnswer = {
  body: Uint8Array<ArrayBuffer> | null;
  status: number;
  headers: Record<string, string>;
};

const plainAnswer = (
  body: PlainAnswer['body'],
  status: number,
  headers: Record<string, string>,
): PlainAnswer => ({ body, status, headers });

/** The pattern of the Hono route that gives the same answers (proxy-routes.ts), for the metrics. */
export const PROXY_ROUTE = '/api/*';

/**
 * A proxied GET or HEAD without a body (most of a browser's API calls) forwarded by Node itself,
 * before Hono, when the backend's answer is whole with plain headers: the same request upstream,
 * the same answer, headers and log line as the Hono route gives (proxy-routes.ts, edge-response.ts,
 * request-log.ts), without Hono's Request, Context, middlewares' promises and Response per call
 * (issue 13: a bare undici proxy here spent 50–65 µs of CPU per call, ours 95–130). Anything else
 * the backend answers (an envelope for its failure, a streamed body) is handed to Hono with the
 * answer, which its route then gives. What a middleware would refuse or change, a body, any other
 * method or a path the route refuses goes to Hono untouched. The edge's rules (`rules`,
 * edge-rules.ts) decide the rest: what one would refuse goes to Hono, and its answers say
 * no-store. Not for the demo stubs' paths: the shell leaves it out while they are on.
 */
export function proxyFastPath(options: ProxyOptions, rules: FastRules): FastPath {
  const backend = new URL(options.backendUrl);
  const basePath = backend.pathname.replace(/\/+$/, '');
  return (request, response, handOver) => {
    const started = performance.now();
    const { method } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    if (!request.url?.startsWith('/api/')) return false;
    const { headers } = request;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) {
      return false;
    }
    // A Host header to forward as X-Forwarded-Host (one: a rule refuses two).
    const host = headers.host;
    if (host === undefined || !rules.passes(request)) return false;
    const url = new URL(request.url, 'http://edge');
    if (!url.pathname.startsWith('/api/')) return false;
    const path = upstreamPath(basePath, url.pathname.slice(4), url.search);
    if (path === null) return false;

    recordRequestBegun();
    const requestId = requestIdFor(nodeHeader(request, 'x-request-id'));
    void forwardRequest({
      url: backend,
      method,
      path,
      headers: upstreamRequestHeaders(headers, {
        clientAddress: clientAddressOf(
          request.socket.remoteAddress,
          nodeHeader(request, 'x-forwarded-for'),
          options.trustedProxies,
        ),
        host,
        proto: clientProtoOf(
          (request.socket as TLSSocket).encrypted === true,
          nodeHeader(request, 'x-forwarded-proto'),
          options.trustedProxies,
        ),
        requestId,
        edgeVersion: options.version,
      }),
      body: undefined,
      clientResponse: response,
      timeoutMs: options.timeoutMs,
      bodyLimit: options.bodyLimit,
      requestId,
      logger: options.logger,
      respond: plainAnswer,
    })
      .then((answer) => {
        if (answer instanceof Response) {
          handOver(request, response, { requestId, started, backendAnswer: answer });
          return;
        }
        endEdgeAnswer(
          response,
          answer,
          edgeHeadOnce(answer.headers, rules.noStore),
          nextNonce(),
          requestId,
        );
        options.logger(
          requestLine(requestId, method, url.pathname, PROXY_ROUTE, answer.status, started),
        );
      })
      .catch((error: unknown) => {
        // What Hono's adapter does with an answer it cannot write: the connection goes.
        options.logger({
          time: new Date().toISOString(),
          level: 'error',
          requestId,
          error: error instanceof Error ? error.message : String(error),
        });
        response.destroy();
        // Status 0: the connection went without an answer.
        recordRequestEnded(method, PROXY_ROUTE, 0, (performance.now() - started) / 1000);
      });
    return true;
  };
}
