import type { Logger } from '../app-env.ts';

/** What the proxy (its Hono route and the edge's fast path) needs from the configuration. */
export type ProxyOptions = {
  backendUrl: string;
  timeoutMs: number;
  bodyLimit: number;
  /** TRUST_PROXY, for the client address and scheme sent as X-Forwarded-For and -Proto. */
  trustedProxies: number;
  version: string;
  logger: Logger;
};
