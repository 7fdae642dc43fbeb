import type { Logger } from '../app-env.ts';
import { requestIdFor, requestLine } from '../logging/request-log.ts';
import { recordRequestBegun } from '../observability/record.ts';
import { nextNonce } from '../security/nonce-pool.ts';
import type { StaticSite } from '../static/static-routes.ts';
import { edgeHead, endEdgeAnswer } from './edge-response.ts';
import type { FastRules } from './edge-rules.ts';
import type { FastPath } from './fast-path.ts';
import { nodeHeader } from './request-header.ts';

/** The pattern of the Hono route that gives the same answers (static-routes.ts), for the metrics. */
export const STATIC_ROUTE = '/*';

/**
 * The build's exact pages and files (nearly every request a browser makes) answered by Node
 * itself, before Hono: the same answer, headers and log line as the Hono route gives
 * (static-routes.ts, edge-response.ts, request-log.ts), without building a Request, a Context,
 * a Response and five middlewares' promises per request, which was half of a static answer's
 * time (issue 13: a bare Node server sent the largest asset at 28–32k req/s where ours managed
 * 16k). The edge's rules (`rules`, edge-rules.ts) decide the rest: what one would refuse (two Host
 * headers, a body over the limit) goes on to Hono, as does any other method or path. Nothing
 * under /api, whose rules it skips.
 */
export function staticFastPath(site: StaticSite, rules: FastRules, logger: Logger): FastPath {
  if (rules.noStore) throw new Error('The static fast path answers no API path');
  return (request, response) => {
    const started = performance.now();
    const method = request.method ?? '';
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = request.url ?? '';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (path.startsWith('/api/') || !rules.passes(request)) return false;
    let nonce: string | undefined;
    const nonceOnce = () => {
      nonce ??= nextNonce();
      return nonce;
    };
    const answer = site.exact(path, (name) => nodeHeader(request, name), nonceOnce);
    if (!answer) return false;
    recordRequestBegun();
    const requestId = requestIdFor(nodeHeader(request, 'x-request-id'));
    endEdgeAnswer(response, answer, edgeHead(answer.headers), nonceOnce(), requestId);
    logger(requestLine(requestId, method, path, STATIC_ROUTE, answer.status, started));
    return true;
  };
}
