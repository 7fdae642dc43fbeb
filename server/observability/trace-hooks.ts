/**
 * What the request log and the edge ask of tracing, answered by tracing.ts once it runs
 * (OTEL_EXPORTER_OTLP_ENDPOINT set) and by nothing otherwise: this module loads no part of
 * OpenTelemetry, so a server without tracing loads none.
 */
export type TraceHooks = {
  /** The trace id of the request being answered, if it is traced. */
  traceId: () => string | undefined;
  /** Names the request's span by its route template, once the route is known. */
  routed: (method: string, route: string) => void;
};

let hooks: TraceHooks | undefined;

export function installTraceHooks(next: TraceHooks | undefined): void {
  hooks = next;
}

export const activeTraceId = (): string | undefined => hooks?.traceId();

export const traceRoute = (method: string, route: string): void => hooks?.routed(method, route);
