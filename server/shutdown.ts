import type { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';
import type { Logger } from './app-env.ts';

/** How long in-flight requests get to finish once a stop is asked for. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, close idle keep-alive ones, let requests in
 * flight finish for up to DRAIN_TIMEOUT_MS, then exit 0 (the orchestrator asked; this is success).
 */
export function shutDownGracefully(server: ServerType, logger: Logger, exit = process.exit) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger({ time: new Date().toISOString(), level: 'info', event: 'shutting down', signal });
    const http = server as Server;
    const deadline = setTimeout(() => {
      logger({ time: new Date().toISOString(), level: 'warn', event: 'drain timeout; closing' });
      http.closeAllConnections();
      exit(0);
    }, DRAIN_TIMEOUT_MS);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      exit(0);
    });
    http.closeIdleConnections();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
