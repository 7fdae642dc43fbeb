import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { Logger } from '../app-env.ts';
import { requestIdFor, requestLine } from '../logging/request-log.ts';
import { nextNonce } from '../security/nonce-pool.ts';
import { hostHeaders } from '../security/single-host.ts';
import type { StaticSite } from '../static/static-routes.ts';
import { edgeHead, endEdgeAnswer } from './edge-response.ts';
import { nodeHeader } from './request-header.ts';

/**
 * Answers a request straight from Node when it can; true when it did, or will. One that takes a
 * request and then finds it cannot finish it calls `handOver`, which gives it to Hono.
 */
export type FastPath = (
  request: IncomingMessage,
  response: ServerResponse,
  handOver: () => void,
) => boolean;

/** The first of `paths` that answers. */
export function firstOf(...paths: FastPath[]): FastPath {
  return (request, response, handOver) => {
    for (const path of paths) if (path(request, response, handOver)) return true;
    return false;
  };
}

/**
 * The build's exact pages and files (nearly every request a browser makes) answered by Node
 * itself, before Hono: the same answer, headers and log line as the Hono route gives
 * (static-routes.ts, edge-response.ts, request-log.ts), without building a Request, a Context,
 * a Response and five middlewares' promises per request, which was half of a static answer's
 * time (issue 13: a bare Node server sent the largest asset at 28–32k req/s where ours managed
 * 16k). Whatever a middleware would refuse or change (two Host headers, a body over the limit,
 * any other method or path) goes on to Hono.
 */
export function staticFastPath(
  site: StaticSite,
  options: { bodyLimit: number; logger: Logger },
): FastPath {
  return (request, response) => {
    const started = performance.now();
    const method = request.method ?? '';
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = request.url ?? '';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const declared = request.headers['content-length'];
    if (declared !== undefined && Number(declared) > options.bodyLimit) return false;
    if (hostHeaders(request.rawHeaders) > 1) return false;
    let nonce: string | undefined;
    const nonceOnce = () => {
      nonce ??= nextNonce();
      return nonce;
    };
    const answer = site.exact(path, (name) => nodeHeader(request, name), nonceOnce);
    if (!answer) return false;
    const requestId = requestIdFor(nodeHeader(request, 'x-request-id'));
    endEdgeAnswer(response, answer, edgeHead(answer.headers), nonceOnce(), requestId);
    options.logger(requestLine(requestId, method, path, answer.status, started));
    return true;
  };
}

/**
 * Node's createServer with `fastPath` before `listener` (Hono's, from @hono/node-server's
 * `serve`): a request the fast path does not answer goes to Hono untouched.
 */
export function serverWithFastPath(fastPath: FastPath | undefined): typeof createServer {
  if (!fastPath) return createServer;
  return ((options: ServerOptions, listener: RequestListener) =>
    createServer(options, (request, response) => {
      const handOver = () => listener(request, response);
      if (!fastPath(request, response, handOver)) handOver();
    })) as typeof createServer;
}
