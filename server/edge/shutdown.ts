import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ServerType } from '@hono/node-server';
import type { Logger } from '../app-env.ts';

/** A connection, and the last answer it carried. */
const ANSWER = Symbol('answer');
type Connection = Socket & { [ANSWER]?: ServerResponse };

/** What a graceful stop needs from the configuration. */
export type DrainOptions = {
  /** How long requests in flight get to finish once a stop is asked for (DRAIN_TIMEOUT_MS). */
  drainTimeoutMs: number;
  /** Told once, when the stop begins (before any connection is closed). */
  onStop?: () => void;
  /**
   * Run once the requests in flight are done (or the drain timed out), before the exit, within
   * what is left of `drainTimeoutMs`: tracing's spans still in its batch are sent then.
   */
  beforeExit?: () => Promise<void>;
};

/**
 * On SIGTERM or SIGINT: stop accepting connections and taking requests, let the requests in flight
 * finish for up to `drainTimeoutMs`, then exit 0 (the orchestrator asked; this is success).
 *
 * Node's `server.close()` only stops the listener and closes the connections idle at that moment: a
 * busy keep-alive connection would go on taking requests until the deadline cut it. So every
 * answer from then on says `Connection: close`, which makes Node close the connection once it is
 * written, and an answer already on its way closes its connection when done.
 */
export function shutDownGracefully(
  server: ServerType,
  logger: Logger,
  options: DrainOptions,
  exit = process.exit,
) {
  const http = server as Server;
  const connections = new Set<Connection>();
  let stopping = false;

  const closeWhenDone = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
    else if (response.writableFinished) response.socket?.end();
    else response.once('finish', () => response.socket?.end());
  };
  http.on('connection', (socket: Connection) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  http.on('request', (_request, response: ServerResponse) => {
    if (stopping) {
      closeWhenDone(response);
      return;
    }
    // Kept on its connection, which lives across requests: a set of answers, added to and taken
    // from on every request, was the most of what this server kept past a young-generation GC
    // (its table reallocated as it grew and shrank: issue 13, the old space to collect).
    const socket = response.socket as Connection | null;
    if (socket) socket[ANSWER] = response;
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    options.onStop?.();
    logger({ time: new Date().toISOString(), level: 'info', event: 'shutting down', signal });
    for (const socket of connections) {
      const response = socket[ANSWER];
      if (response && !response.writableFinished) closeWhenDone(response);
    }
    const startedAt = Date.now();
    // Drained: what is left to send goes within the drain's time; a hung send does not hold the exit.
    const finish = () => {
      const flushed = options.beforeExit?.().catch(() => undefined) ?? Promise.resolve();
      const left = Math.max(0, options.drainTimeoutMs - (Date.now() - startedAt));
      const timeUp = new Promise((resolve) => setTimeout(resolve, left).unref());
      void Promise.race([flushed, timeUp]).then(() => exit(0));
    };
    const deadline = setTimeout(() => {
      logger({ time: new Date().toISOString(), level: 'warn', event: 'drain timeout; closing' });
      http.closeAllConnections();
      exit(0);
    }, options.drainTimeoutMs);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      finish();
    });
    http.closeIdleConnections();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
