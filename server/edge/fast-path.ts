import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type RequestListener, type ServerOptions } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { BegunRequest } from '../app-env.ts';

/**
 * Gives Hono a request a fast path took and cannot finish, with what it began (its id, its start,
 * the backend's answer), in Hono's env as `begun`. One function for the server, not a closure per
 * request: it is passed to every request and called for few.
 */
export type HandOver = (
  request: IncomingMessage,
  response: ServerResponse,
  begun: BegunRequest,
) => void;

/**
 * Answers a request straight from Node when it can; true when it did, or will. One that takes a
 * request and then finds it cannot finish it calls `handOver`.
 */
export type FastPath = (
  request: IncomingMessage,
  response: ServerResponse,
  handOver: HandOver,
) => boolean;

/**
 * The first of `paths` that answers, as one chain of calls worked out once (no loop over an array
 * per request: these run for nearly every request the server gets).
 */
export function firstOf(first: FastPath, ...rest: FastPath[]): FastPath {
  return rest.reduce<FastPath>(
    (earlier, next) => (request, response, handOver) =>
      earlier(request, response, handOver) || next(request, response, handOver),
    first,
  );
}

/** What serverWithFastPath needs of the app: Hono's fetch, and the fast path if there is one. */
export type FastApp = {
  fetch: (request: Request, env: object) => Response | Promise<Response>;
  fastPath?: FastPath;
};

/**
 * Node's createServer with the app's fast path before `listener` (Hono's, from @hono/node-server's
 * `serve`): a request the fast path does not take goes to Hono untouched; one it hands over goes
 * to Hono with `begun` beside Node's own bindings.
 */
export function serverWithFastPath({ fetch, fastPath }: FastApp): typeof createServer {
  if (!fastPath) return createServer;
  const handOver: HandOver = (request, response, begun) =>
    getRequestListener((fetched, env) => fetch(fetched, { ...env, begun }))(request, response);
  return ((options: ServerOptions, listener: RequestListener) =>
    createServer(options, (request, response) => {
      if (!fastPath(request, response, handOver)) listener(request, response);
    })) as typeof createServer;
}
