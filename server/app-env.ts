import type { HttpBindings } from '@hono/node-server';

/** One JSON-serialisable log event; the server writes one per line. */
export type LogEvent = Record<string, unknown>;

/** Where log events go: stdout in production, a spy or nothing in tests. */
export type Logger = (event: LogEvent) => void;

/**
 * A request a Node fast path began and then handed to Hono (edge/fast-path.ts), carried in Hono's
 * env: its line keeps the id the backend was sent and counts its time from the start.
 */
export type BegunRequest = {
  requestId: string;
  started: number;
  /** The backend's answer the proxy fast path got, which the proxy route gives as it is. */
  backendAnswer?: Response;
};

/**
 * The Hono environment shared by every module. The Node bindings are absent under `app.request()`
 * in tests, hence Partial.
 */
export type AppEnv = {
  Bindings: Partial<HttpBindings> & { begun?: BegunRequest };
  Variables: {
    requestId: string;
    secureHeadersNonce?: string;
    /** Set under /api (security/no-store): the answer must say `Cache-Control: no-store`. */
    noStore?: true;
    /** The whole request body, when the edge read it first (rate-limited routes). */
    requestBody?: Uint8Array;
  };
};
