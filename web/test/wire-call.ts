// A request as the SPA put it on the wire, read from what it handed `fetch`.

/** Where the SPA's API calls go; the stub answers the same paths without it. */
export const API_PREFIX = '/api';

/** A request as the SPA put it on the wire. */
export type WireCall = {
  method: string;
  /** The path under /api, e.g. `/user/v1/login`. */
  path: string;
  query: Record<string, string>;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The parsed JSON body, or undefined when none was sent. */
  body: unknown;
  keepalive: boolean;
  /** What came back, once it has: the HTTP status and the parsed JSON (undefined if not JSON). */
  answer?: { status: number; body: unknown };
};

/** Reads the SPA's `fetch(url, init)` as a WireCall (without its answer yet). */
export function toWireCall(url: string, init: RequestInit): WireCall {
  const parsed = new URL(url, 'http://spa.test');
  const text = typeof init.body === 'string' ? init.body : undefined;
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    path: parsed.pathname.slice(API_PREFIX.length),
    query: Object.fromEntries(parsed.searchParams),
    headers: Object.fromEntries(
      [...new Headers(init.headers)].map(([name, value]) => [name.toLowerCase(), value]),
    ),
    body: text === undefined ? undefined : JSON.parse(text),
    keepalive: init.keepalive === true,
  };
}

/** Rejects when `signal` aborts, the way fetch rejects an aborted request; else never settles. */
export function abortOf(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
