import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * A request header by lowercase name, from Node's own parse when the request came over a socket.
 * `c.req.header()` makes @hono/node-server build (and validate) a whole undici Headers object from
 * the raw headers first; the edge reads a few headers of every request, so that was paid on each.
 * Repeated headers come joined with ", " either way. Under `app.request()` (tests) there is no
 * socket, and the Fetch request answers.
 */
export function requestHeader(c: Context<AppEnv>, name: string): string | undefined {
  const incoming = c.env?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
