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
