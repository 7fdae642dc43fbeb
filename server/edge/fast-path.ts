import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type RequestListener, type ServerOptions } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { BegunRequest } from '../app-env.ts';

/**
 * Answers a request straight from Node when it can; true when it did, or will. One that takes a
 * request and then finds it cannot finish it calls `handOver`, which gives it to Hono with what it
 * began (its id, its start, the backend's answer), in Hono's env as `begun`.
 */
export type FastPath = (
  request: IncomingMessage,
  response: ServerResponse,
  handOver: (begun: BegunRequest) => void,
) => boolean;

/** The first of `paths` that answers. */
export function firstOf(...paths: FastPath[]): FastPath {
  return (request, response, handOver) => {
    for (const path of paths) if (path(request, response, handOver)) return true;
    return false;
  };
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
  return ((options: ServerOptions, listener: RequestListener) =>
    createServer(options, (request, response) => {
      const handOver = (begun: BegunRequest) =>
        getRequestListener((fetched, env) => fetch(fetched, { ...env, begun }))(request, response);
      if (!fastPath(request, response, handOver)) listener(request, response);
    })) as typeof createServer;
}
