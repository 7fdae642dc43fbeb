import type { Server, ServerOptions } from 'node:http';
import type { Config } from '../config.ts';

/**
 * The HTTP server's own limits. Node's defaults held a client trickling its header for 73 s and its
 * body for minutes: 60 s for a head, 300 s for a request, both checked only every 30 s.
 */
export function connectionLimits(config: Config): ServerOptions {
  return {
    headersTimeout: config.headersTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // How often the two timeouts above are checked: a timed-out client goes at most this late.
    connectionsCheckingInterval: Math.min(1000, Math.ceil(config.headersTimeoutMs / 2)),
  };
}

/** Past MAX_CONNECTIONS open at once, Node drops a new connection as soon as it arrives. */
export function capConnections(server: Server, config: Config) {
  server.maxConnections = config.maxConnections;
}
