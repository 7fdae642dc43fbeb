import { type ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { markFinished } from '../security/finished-responses.ts';
import { contentSecurityPolicy, FIXED_HEADERS } from '../security/secure-headers.ts';

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
 * Header names Node's writeHead reads as well as writes (framing, the connection, the date, a
 * Content-Disposition it re-encodes): these always go through writeHead, never in a written block.
 */
const NODE_READS = new Set([
  'connection',
  'content-disposition',
  'content-length',
  'date',
  'expect',
  'keep-alive',
  'trailer',
  'transfer-encoding',
]);

/**
 * Headers written out once as `name: value\r\n` lines, each checked as Node's writeHead checks
 * it, and the ones Node must read (NODE_READS) as [name, value, …].
 */
export type EdgeHead = { block: string; read: readonly string[] };

function edgeHeadOf(headers: Readonly<Record<string, string>>): EdgeHead {
  let block = '';
  const read: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (NODE_READS.has(name)) {
      read.push(name, value);
      continue;
    }
    validateHeaderName(name);
    validateHeaderValue(name, value);
    block += `${name}: ${value}\r\n`;
  }
  return { block, read };
}

/** The security headers but the CSP (which carries the nonce), as a head. */
const SECURITY_HEAD = edgeHeadOf(
  Object.fromEntries(
    Object.entries(FIXED_HEADERS).filter(
      ([name]) => name !== 'content-security-policy' && name !== 'x-request-id',
    ),
  ),
);

const edgeHeads = new WeakMap<Readonly<Record<string, string>>, EdgeHead>();

/**
 * The part of an edge answer's headers outside /api that never changes for one handler header
 * object (the handler's and the security headers, merged, as edgeHeaders merges them), made once
 * per object: the static files' header objects are made once, so a request only adds its CSP and
 * id (writeEdgeHead).
 */
export function edgeHead(headers: Readonly<Record<string, string>>): EdgeHead {
  let head = edgeHeads.get(headers);
  if (!head) {
    const merged: Record<string, string> = { ...headers, ...FIXED_HEADERS };
    delete merged['content-security-policy'];
    delete merged['x-request-id'];
    head = edgeHeadOf(merged);
    edgeHeads.set(headers, head);
  }
  return head;
}

/** The names the edge sets on every answer, which replace a handler's own. */
const EDGE_NAMES = new Set([
  ...Object.keys(FIXED_HEADERS),
  'content-security-policy',
  'x-request-id',
  'cache-control',
]);

/**
 * The head of an answer whose handler headers are used once (a proxied answer): the security
 * headers as the block, the handler's own and, under /api, `Cache-Control: no-store` for Node to
 * check, with no object merged per request. With the CSP and id writeEdgeHead adds, they are
 * edgeHeaders. A handler's Cache-Control stays outside /api, where no-store does not replace it.
 */
export function edgeHeadOnce(
  headers: Readonly<Record<string, string>>,
  noStore: boolean,
): EdgeHead {
  const read: string[] = [];
  for (const name in headers) {
    if (!EDGE_NAMES.has(name) || (name === 'cache-control' && !noStore)) {
      read.push(name, headers[name] as string);
    }
  }
  read.push(...SECURITY_HEAD.read);
  if (noStore) read.push('cache-control', 'no-store');
  return { block: SECURITY_HEAD.block, read };
}

// The CSP is written out unchecked below: its fixed parts are checked here, once.
validateHeaderValue('content-security-policy', contentSecurityPolicy(''));

/**
 * Writes an answer's head: Node's writeHead with the headers it must read (`head.read`, then
 * `extra`), then `head.block`, the request's CSP and its id put in after the status line.
 * writeHead checks each name and value against the HTTP grammar and joins them, per answer: with
 * some twenty headers, about a tenth of a static file's CPU here (issue 13). A block was checked
 * the same way once, when made; the CSP's fixed parts were checked at start, a nonce is base64
 * (nonce-pool.ts) and an id a UUID or a caller's that matched requestIdFor's pattern. Node keeps
 * the head as a string in `_header` until the first write; framing, keep-alive and HEAD stay its
 * own, from the headers it read (NODE_READS never go in a block).
 */
export function writeEdgeHead(
  response: ServerResponse,
  status: number,
  head: EdgeHead,
  nonce: string,
  requestId: string,
  extra?: readonly string[],
): void {
  response.writeHead(status, (extra ? [...head.read, ...extra] : head.read) as string[]);
  const written = response as unknown as { _header: string };
  const lineEnd = written._header.indexOf('\r\n') + 2;
  written._header = `${written._header.slice(0, lineEnd)}${head.block}content-security-policy: ${contentSecurityPolicy(nonce)}\r\nx-request-id: ${requestId}\r\n${written._header.slice(lineEnd)}`;
}

/** A whole answer as a fast path writes it: its handler's headers, and its body's bytes when known. */
export type WholeAnswer = {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: string | Uint8Array<ArrayBuffer> | null;
  /** The body's length in bytes, when known without counting them. */
  bytes?: number;
};

/**
 * Writes a whole answer with `head` (writeEdgeHead) and ends it, as Hono's adapter would: a body
 * the handler did not count gets its length, where Node, after writeHead, would send it chunked.
 * Node sends no body for HEAD, and keeps the Content-Length of the GET.
 */
export function endEdgeAnswer(
  response: ServerResponse,
  answer: WholeAnswer,
  head: EdgeHead,
  nonce: string,
  requestId: string,
): void {
  const { body } = answer;
  const length =
    body === null || answer.headers['content-length'] !== undefined
      ? undefined
      : [
          'content-length',
          String(
            answer.bytes ?? (typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength),
          ),
        ];
  writeEdgeHead(response, answer.status, head, nonce, requestId, length);
  response.end(body ?? undefined);
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
