import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { markFinished } from './security/finished-responses.ts';
import { contentSecurityPolicy, FIXED_HEADERS } from './security/secure-headers.ts';

/**
 * Every header of an edge answer in one plain object: the handler's (lowercase names, so the
 * edge's own replace them as Headers.set did), then the security headers, X-Request-Id and, under
 * /api, `Cache-Control: no-store`.
 */
export function edgeHeaders(
  headers: Readonly<Record<string, string>>,
  nonce: string,
  requestId: string,
  noStore: boolean,
): Record<string, string> {
  const all: Record<string, string> = {
    ...headers,
    ...FIXED_HEADERS,
    'content-security-policy': contentSecurityPolicy(nonce),
    'x-request-id': requestId,
  };
  if (noStore) all['cache-control'] = 'no-store';
  return all;
}

/** The fixed part of edgeHeaders for one handler header object, as [name, value, …]. */
const fixedLists = new WeakMap<Readonly<Record<string, string>>, readonly string[]>();

/**
 * Every header of an edge answer outside /api as Node's writeHead takes them, [name, value, …]:
 * the headers edgeHeaders gives. The static files' header objects are made once, so the part that
 * never changes (the handler's and the security headers, merged) is made once per object; a
 * request only adds its CSP and id. Spreading three objects into a new one per request, which
 * writeHead then walked again, cost about 1.5 µs of a hashed file's 38 (issue 13).
 */
export function edgeHeaderList(
  headers: Readonly<Record<string, string>>,
  nonce: string,
  requestId: string,
): string[] {
  let fixed = fixedLists.get(headers);
  if (!fixed) {
    const merged: Record<string, string> = { ...headers, ...FIXED_HEADERS };
    delete merged['content-security-policy'];
    delete merged['x-request-id'];
    fixed = Object.entries(merged).flat();
    fixedLists.set(headers, fixed);
  }
  const list = fixed.slice();
  list.push('content-security-policy', contentSecurityPolicy(nonce), 'x-request-id', requestId);
  return list;
}

/** The names the edge sets on every answer, which replace a handler's own. */
const EDGE_NAMES = new Set([
  ...Object.keys(FIXED_HEADERS),
  'content-security-policy',
  'x-request-id',
  'cache-control',
]);
const FIXED_LIST: readonly string[] = Object.entries(FIXED_HEADERS)
  .filter(([name]) => name !== 'content-security-policy' && name !== 'x-request-id')
  .flat();

/**
 * edgeHeaders as [name, value, …], for a handler header object used once (a proxied answer): no
 * object merged per request, and no cache of it either. A handler's Cache-Control stays outside
 * /api, where no-store does not replace it.
 */
export function edgeHeaderListOnce(
  headers: Readonly<Record<string, string>>,
  nonce: string,
  requestId: string,
  noStore: boolean,
): string[] {
  const list: string[] = [];
  for (const name in headers) {
    if (!EDGE_NAMES.has(name) || (name === 'cache-control' && !noStore)) {
      list.push(name, headers[name] as string);
    }
  }
  list.push(...FIXED_LIST, 'content-security-policy', contentSecurityPolicy(nonce));
  list.push('x-request-id', requestId);
  if (noStore) list.push('cache-control', 'no-store');
  return list;
}

/**
 * An answer with all its headers (edgeHeaders), which the middlewares would otherwise add
 * afterwards. Setting a header on an answer already made is what cost most: Hono then copies the
 * Response, and @hono/node-server, which writes a Response made from a plain header object
 * straight to the socket, has to build undici Response and Headers objects instead. Needs the
 * request id and nonce set (requestLog, securityHeaders); without them (a test mounting a sub-app
 * alone) the answer is left to the middlewares, as any other.
 */
export function edgeResponse(
  c: Context<AppEnv>,
  body: string | Uint8Array<ArrayBuffer> | null,
  status: number,
  headers: Readonly<Record<string, string>>,
): Response {
  const nonce = c.get('secureHeadersNonce');
  const requestId = c.get('requestId');
  if (nonce === undefined || requestId === undefined) {
    return new Response(body, { status, headers: { ...headers } });
  }
  const response = new Response(body, {
    status,
    headers: edgeHeaders(headers, nonce, requestId, c.get('noStore') === true),
  });
  markFinished(response);
  return response;
}
