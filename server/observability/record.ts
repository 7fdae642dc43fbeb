/**
 * What the edge reports to its metrics (D32), as calls every module may make whether metrics are on
 * or not: each is a no-op until prometheus.ts installs its sink (METRICS_PORT set), so this module
 * loads nothing, and prom-client is never loaded on a server without metrics.
 *
 * For the rate limits (security/): `recordRateLimitRefusal(rule)` where a request is refused,
 * `recordStoreFallback()` each time the shared store (D31) cannot be reached and the limits fall
 * back to the replica's own, and `recordStoreState(state)` whenever the store's state changes.
 */

/** A proxied call that got no usable answer: refused or failed (502), silent (504), cut mid-body. */
export type ProxyFault = '502' | '504' | 'reset';

/** Where the rate limits count: the shared store, or this replica alone (D31's fall-back). */
export type { StoreState } from '../security/rate-limit-store.ts';

import type { StoreState } from '../security/rate-limit-store.ts';

/** What prometheus.ts does with each report. */
export type MetricsSink = {
  requestBegun: () => void;
  /** `route` is a template (a Hono route pattern), never a raw path: the label set stays small. */
  requestEnded: (method: string, route: string, status: number, seconds: number) => void;
  /** `outcome`: the backend's status, or the fault that left none. */
  upstreamCall: (method: string, outcome: number | ProxyFault, seconds: number) => void;
  proxyFault: (kind: ProxyFault) => void;
  rateLimitRefusal: (rule: string) => void;
  storeFallback: () => void;
  storeState: (state: StoreState) => void;
};

let sink: MetricsSink | undefined;

/** Sends every report to `next` from now on (undefined: none, as before). */
export function installMetricsSink(next: MetricsSink | undefined): void {
  sink = next;
}

/** A request taken: in flight until recordRequestEnded. */
export const recordRequestBegun = (): void => sink?.requestBegun();

export const recordRequestEnded = (
  method: string,
  route: string,
  status: number,
  seconds: number,
): void => sink?.requestEnded(method, route, status, seconds);

export const recordUpstreamCall = (
  method: string,
  outcome: number | ProxyFault,
  seconds: number,
): void => sink?.upstreamCall(method, outcome, seconds);

export const recordProxyFault = (kind: ProxyFault): void => sink?.proxyFault(kind);

/** A request a rate-limit rule refused (429), by the rule's name. */
export const recordRateLimitRefusal = (rule: string): void => sink?.rateLimitRefusal(rule);

/** The shared rate-limit store could not be reached: the limits fell back to this replica's own. */
export const recordStoreFallback = (): void => sink?.storeFallback();

/** The rate-limit store's state now: `shared` (the store answers) or `fallback` (this replica alone). */
export const recordStoreState = (state: StoreState): void => sink?.storeState(state);
