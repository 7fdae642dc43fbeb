import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';

/**
 * A request header by lowercase name, from Node's own parse when the request came over a socket.
 * `c.req.header()` makes @hono/node-server build (and validate) a whole undici Headers object from
 * the raw headers first; the edge reads a few headers of every request, so that was paid on each.
 * Repeated headers come joined with ", " either way. Under `app.request()` (tests) there is no
 * socket, and the Fetch request answers.
 */
export function requestHeader(c: Context<AppEnv>, name: string): string | undefined {
  const incoming = c.env?.incoming;
  return incoming ? nodeHeader(incoming, name) : c.req.header(name);
}

/** A header of a Node request by lowercase name, repeated ones joined with ", ". */
export function nodeHeader(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A request's headers as the edge rules read them (edge-rules.ts): Node's parse and raw list. */
export type RequestHead = {
  headers: IncomingHttpHeaders;
  /** Name, value, name, value…, as they came. */
  rawHeaders: readonly string[];
};

/**
 * The head of the request: Node's own over a socket, or one made from the Fetch request under
 * `app.request()` (tests), where each header comes once.
 */
export function requestHead(c: Context<AppEnv>): RequestHead {
  const incoming = c.env?.incoming;
  if (incoming) return incoming;
  const headers = Object.fromEntries(c.req.raw.headers);
  return { headers, rawHeaders: Object.entries(headers).flat() };
}
